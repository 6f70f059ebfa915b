// Resolves after the browser has painted what is on screen now: the next animation frame runs
// before that paint, and a task queued from it runs after. Used to start heavy work (the PDF
// viewer) only once the page's first content is visible.
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function") {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
