/** A captcha image for stories: an SVG data URL like the server's GET /kaptcha answer. */
export function storyCaptcha(text: string, captchaId: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef2f7"/><text x="60" y="27" font-family="monospace" font-size="22" text-anchor="middle" fill="#1f3a60">${text}</text></svg>`;
  return { image: `data:image/svg+xml,${encodeURIComponent(svg)}`, captchaId };
}
