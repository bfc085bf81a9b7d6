// graphql/schema/*.graphqls are bundled as text (the Text rule in backend/wrangler.toml).
declare module '*.graphqls' {
  const sdl: string;
  export default sdl;
}
