/** Hands a file to the browser to save, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file when click() returns; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
