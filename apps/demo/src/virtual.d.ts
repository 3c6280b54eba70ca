/// <reference types="vite-plugin-pwa/client" />
declare module 'virtual:patience-manifest' {
  const manifest: import('./gallery/manifest-types.js').Manifest;
  export default manifest;
}
