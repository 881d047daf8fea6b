// First paint of a resumed game: before Python is ready, show the table this tab (or the last
// game played) drew last, as an image, under the "preparing" badge; Python draws over it.
//
// web/main.py keeps {"id": game id, "svg": board markup} under "nwp.paint" in sessionStorage
// (this tab) and localStorage (the last table drawn in any tab). The markup is shown only
// through <img src="data:image/svg+xml,...">: an SVG image can run no script and load nothing,
// so whatever is in storage, nothing outside data says can act (docs/security.md). The board's
// own style rules are copied in from the page's stylesheet, which has loaded before this runs.
(() => {
  const frame = document.getElementById("board");
  const current = (store, key) => { try { return store.getItem(key); } catch (error) { return null; } };
  const read = (store) => {
    try {
      const value = JSON.parse(current(store, "nwp.paint") || "null");
      return value && typeof value.id === "string" && typeof value.svg === "string" ? value : null;
    } catch (error) { return null; }
  };
  const tab = current(window.sessionStorage, "nwp.tab");
  const game = tab || current(window.localStorage, "nwp.current");
  const paint = [read(window.sessionStorage), read(window.localStorage)].find((p) => p && p.id === game);
  if (!frame || !paint || !paint.svg.startsWith("<svg") || paint.svg.length > 400000) return;
  let rules = "";
  try {
    for (const sheet of document.styleSheets) {
      if (!sheet.href || !sheet.href.endsWith("/assets/style.css")) continue;
      for (const rule of sheet.cssRules) {
        const text = rule.cssText;
        if (text.startsWith(":root") || text.includes("#board-svg")) rules += text + "\n";
      }
    }
  } catch (error) { rules = ""; }
  rules += `#board-svg { font-family: ${getComputedStyle(document.body).fontFamily}; }`;
  const svg = paint.svg.replace(/^<svg[^>]*>/, (open) => `${open}<style>${rules}</style>`);
  const image = document.createElement("img");
  image.className = "first-paint";
  image.alt = "";
  image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
  image.addEventListener("error", () => image.remove());  // unreadable: the empty board stays
  frame.prepend(image);
  frame.dataset.firstPaint = "saved";
})();
