// A catalog cut to one part by vite-plugins/precompiledMessages.ts.
declare module '*.json?part=core' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=toolbox' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=product' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=suggestion' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=recruitment' {
  const messages: Record<string, string>;
  export default messages;
}
