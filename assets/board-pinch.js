// Two fingers on the board zoom it a step at a time, by pressing the board's own − / + buttons
// (the zoom itself is web/main.py's), and keep the point between the fingers where it was; one
// finger still pans the board inside its frame. Outside the board the page pinches as usual.
(() => {
  const frame = document.getElementById("board");
  if (!frame) return;
  const STEP = 1.3; // how far the fingers spread (or close) for one step of zoom
  let spreadAtStep = 0;
  const spread = (touches) =>
    Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);

  const onMove = (event) => {
    if (event.touches.length !== 2 || !spreadAtStep) return;
    if (event.cancelable) event.preventDefault(); // the board zooms, not the page
    const now = spread(event.touches);
    // Whole steps since the last one (a busy page merges moves, so one move may be several steps).
    const steps = Math.trunc(Math.log(now / spreadAtStep) / Math.log(STEP));
    if (!steps) return;
    spreadAtStep = now;
    const box = frame.getBoundingClientRect();
    const midX = (event.touches[0].clientX + event.touches[1].clientX) / 2 - box.left;
    const midY = (event.touches[0].clientY + event.touches[1].clientY) / 2 - box.top;
    const atX = (frame.scrollLeft + midX) / frame.scrollWidth;
    const atY = (frame.scrollTop + midY) / frame.scrollHeight;
    for (let step = 0; step < Math.abs(steps); step++) {
      const button = document.querySelector(steps > 0 ? "#zoom .zoom-in" : "#zoom .zoom-out");
      if (!button || button.disabled) break;
      button.click(); // redraws the board at once
    }
    frame.scrollLeft = atX * frame.scrollWidth - midX;
    frame.scrollTop = atY * frame.scrollHeight - midY;
  };
  const onEnd = (event) => {
    if (event.touches.length < 2) spreadAtStep = 0;
  };

  // A finger's moves keep going to the element it first touched, even after the board is redrawn
  // and that element has left the page (so they no longer reach the frame): listen there too.
  frame.addEventListener("touchstart", (event) => {
    if (event.touches.length !== 2) return;
    spreadAtStep = spread(event.touches);
    for (const touch of event.touches) {
      const node = touch.target;
      if (node.nwpPinch) continue;
      node.nwpPinch = true;
      node.addEventListener("touchmove", onMove, { passive: false });
      node.addEventListener("touchend", onEnd, { passive: true });
      node.addEventListener("touchcancel", onEnd, { passive: true });
    }
  }, { passive: true });
})();
