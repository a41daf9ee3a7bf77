/**
 * A ref for an `<img>` whose `onError` shows a fallback, on a page the server may have rendered (docs/architecture.md §5.4):
 * an image that failed before React took the page over fired its error event to no listener, so the image
 * is checked once React has it — `decode()` of a broken image rejects. Pass a stable callback (useCallback).
 */
export function checkImageLoaded(onError: () => void): (image: HTMLImageElement | null) => void {
  return (image) => {
    if (image?.complete && image.getAttribute('src')) image.decode().catch(() => onError());
  };
}
