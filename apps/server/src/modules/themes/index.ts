/** The Themes service of spec §7 (Connect and gRPC-web) with its catalogue and the art it serves. */

export { createThemeAssets, type ThemeAssets } from './themes.assets';
export { themeAssetsRoutes } from './themes.assets.routes';
export type { ThemeChoiceStore } from './themes.choice';
export { demoThemeChoices } from './themes.demo';
export { themesService } from './themes.routes';
