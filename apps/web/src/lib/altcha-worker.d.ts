// Vite's `?worker` import: the module's default export constructs the bundled worker.
declare module 'altcha/workers/sha?worker' {
  const ShaWorker: new () => Worker;
  export default ShaWorker;
}
