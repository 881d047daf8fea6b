import sys, json
sys.path.insert(0, "bench")
from common import browser_and_server, fresh_page
WATCH = """
window.nwpLT = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.nwpLT.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
"""
for run in range(int(sys.argv[1])):
    with browser_and_server() as (browser, url):
        page = fresh_page(browser, url, WATCH)
        page.click("[data-ui='players:3']")
        for n, level in enumerate(["hard", "medium", "easy"], start=1):
            page.select_option(f"[name=seat{n}]", level)
        cdp = page.context.new_cdp_session(page)
        cdp.send("Profiler.enable"); cdp.send("Profiler.setSamplingInterval", {"interval": 1000})
        page.evaluate("window.nwpLT = []")
        cdp.send("Profiler.start")
        t0 = page.evaluate("performance.now()")
        page.click("[data-ui='start']")
        page.click("[data-ui='bot-speed:fast']")
        page.wait_for_timeout(9000)
        profile = cdp.send("Profiler.stop")["profile"]
        lt = page.evaluate("window.nwpLT")
        print("run", run, [(round(s - t0), round(d)) for s, d in lt if d > 100])
        if any(d > 150 for s, d in lt):
            json.dump({"profile": profile, "lt": lt, "t0": t0}, open(f"/tmp/s27/prof_bots_{run}.json", "w"))
