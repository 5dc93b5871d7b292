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
declare module '*.json?part=home' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=account' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=cart' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=applications' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=search' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=news' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=company' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=literature' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=service' {
  const messages: Record<string, string>;
  export default messages;
}
declare module '*.json?part=resources' {
  const messages: Record<string, string>;
  export default messages;
}
