/** Escapes text for HTML e-mail bodies (names and other user input). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
