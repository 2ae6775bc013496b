/** Seeds a new template DATA_DIR at `templateDir` with `kingside seed`, replacing any older one. */
export function seedDemoTemplate(templateDir: string, env?: NodeJS.ProcessEnv): Promise<void>;
/** A fresh DATA_DIR at `dataDir`: a copy of the seeded template, without its holder's lock. */
export function copyDemoDataDir(templateDir: string, dataDir: string): void;
