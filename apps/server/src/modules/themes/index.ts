/** The Themes service of spec §7 (Connect and gRPC-web) with its built-in catalogue. */
export { themesService } from './themes.routes';
