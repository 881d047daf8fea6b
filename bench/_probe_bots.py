import sys, json
sys.path.insert(0, "bench")
from common import browser_and_server, fresh_page
WATCH = """
window.nwpLT = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.nwpLT.push([e.startTime, e.duration, document.querySelectorAll('.log li, #log li').length, document.body.dataset.phase]);
}).observe({type: 'longtask', buffered: true});
"""
for run in range(int(sys.argv[1])):
    with browser_and_server() as (browser, url):
        page = fresh_page(browser, url, WATCH)
        page.click("[data-ui='players:3']")
        for n, level in enumerate(["hard", "medium", "easy"], start=1):
            page.select_option(f"[name=seat{n}]", level)
        page.evaluate("window.nwpLT = []")
        t0 = page.evaluate("performance.now()")
        page.click("[data-ui='start']")
        page.click("[data-ui='bot-speed:fast']")
        page.wait_for_selector("body[data-phase='over']", state="attached", timeout=1800_000)
        t1 = page.evaluate("performance.now()")
        lt = page.evaluate("window.nwpLT")
        print("run", run, "game from", round(t0), "to", round(t1))
        for s, d, logn, phase in sorted(lt, key=lambda x: -x[1])[:6]:
            print(f"  {d:.0f} ms at {s - t0:.0f} ms after start, log entries {logn}, phase {phase}")
