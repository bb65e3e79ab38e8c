"""JavaScript that check_docs.py evaluates in the docs page."""

ENTRIES = """(() => ({
  tokens: [...document.querySelectorAll("[data-token]")].map(e => [e.getAttribute("data-token"), e.textContent]),
  pairs: document.querySelectorAll("#contrast tbody tr").length,
  badges: document.querySelectorAll("#contrast .badge").length,
}))()"""

AUDIT = """(() => {
  const problems = [];
  if (!document.documentElement.lang) { problems.push("the page has no language"); }
  if (!document.title.trim()) { problems.push("the page has no title"); }
  const levels = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map(h => Number(h.tagName[1]));
  if (levels.filter(level => level === 1).length !== 1) { problems.push("the page needs exactly one h1"); }
  levels.forEach((level, i) => {
    if (i > 0 && level > levels[i - 1] + 1) { problems.push("heading level jumps from h" + levels[i - 1] + " to h" + level); }
  });
  for (const control of document.querySelectorAll("input, select, textarea")) {
    const named = control.labels.length || control.getAttribute("aria-label") || control.getAttribute("aria-labelledby");
    if (!named) { problems.push("a form control has no label: " + control.outerHTML.slice(0, 80)); }
  }
  for (const element of document.querySelectorAll("button, a[href]")) {
    if (!element.textContent.trim() && !element.getAttribute("aria-label")) { problems.push("an unnamed " + element.tagName); }
  }
  for (const table of document.querySelectorAll("table")) {
    if (!table.querySelector("th")) { problems.push("a table without header cells"); }
  }
  for (const section of document.querySelectorAll("section")) {
    const label = section.getAttribute("aria-labelledby");
    if (!label || !document.getElementById(label)) { problems.push("section " + section.id + " has no heading label"); }
  }
  const ids = [...document.querySelectorAll("[id]")].map(e => e.id);
  if (new Set(ids).size !== ids.length) { problems.push("duplicate element ids"); }
  return problems;
})()"""

CONTRAST = """(() => {
  function parse(text) {
    const match = text.match(/rgba?\\(([^)]*)\\)/);
    if (!match) { return null; }
    const parts = match[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return [parts[0] / 255, parts[1] / 255, parts[2] / 255, parts.length > 3 ? parts[3] : 1];
  }
  function over(top, bottom) {
    const a = top[3];
    return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  }
  function luminance(c) {
    const f = v => v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  }
  function background(element) {
    const chain = [];
    for (let e = element; e; e = e.parentElement) { chain.unshift(e); }
    let color = [1, 1, 1, 1];
    for (const e of chain) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) { color = over(c, color); }
    }
    return color;
  }
  const failures = [];
  const seen = new Set();
  let checked = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const element = walker.currentNode.parentElement;
    if (!walker.currentNode.textContent.trim() || seen.has(element)) { continue; }
    seen.add(element);
    if (element.closest(".contrast-sample, .swatch-canvas, .visually-hidden, .skip-link, [hidden], script, style")) { continue; }
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (!box.width || !box.height || style.visibility === "hidden") { continue; }
    const back = background(element);
    const fore = over(parse(style.color), back);
    const [l1, l2] = [luminance(fore), luminance(back)];
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
    checked += 1;
    if (ratio < (large ? 3 : 4.5)) {
      failures.push(ratio.toFixed(2) + ":1 for " + JSON.stringify(element.textContent.trim().slice(0, 40))
        + " (" + style.color + " on " + back.map(v => Math.round(v * 255)).slice(0, 3).join(",") + ")");
    }
  }
  return {checked, failures};
})()"""

SPECIMENS = """(() => {
  const samples = {};
  for (const article of document.querySelectorAll("article[data-token]")) {
    const sample = article.querySelector(".specimen-sample[data-ladder]");
    if (!sample) { continue; }
    const style = getComputedStyle(sample);
    // The highlighted rows of the style's ladder table (written once per distinct ladder).
    const table = document.getElementById(sample.getAttribute("data-ladder"));
    const current = table ? [...table.querySelectorAll("tr.is-current")].map(row => row.sectionRowIndex) : [];
    samples[article.getAttribute("data-token")] = [parseFloat(style.fontSize), parseFloat(style.lineHeight), current];
  }
  return {value: Number(document.getElementById("type-size").value), samples};
})()"""

MOTION = """(([path, mode]) => {
  const article = [...document.querySelectorAll("article[data-token]")].find(a => a.getAttribute("data-token") === path);
  const button = article.querySelector("button[data-play=" + mode + "]");
  button.focus();
  button.click();
  const animations = article.querySelector(".motion-ball").getAnimations();
  const status = article.querySelector(".motion-status").textContent;
  if (!animations.length) { return {duration: 0, easing: "linear", iterations: 0, properties: [], status}; }
  const timing = animations[0].effect.getTiming();
  const properties = new Set();
  for (const frame of animations[0].effect.getKeyframes()) {
    for (const key of Object.keys(frame)) {
      if (!["offset", "computedOffset", "easing", "composite"].includes(key)) { properties.add(key); }
    }
  }
  return {duration: timing.duration, easing: timing.easing, iterations: timing.iterations,
    properties: [...properties].sort(), status};
})(%s)"""

describe_focus = """(() => {
  const e = document.activeElement;
  const style = getComputedStyle(e);
  let name = e.tagName.toLowerCase();
  if (e.classList.contains("skip-link")) { name = "a.skip-link"; }
  else if (e.closest("nav")) { name = "a[nav]"; }
  else if (e.type === "radio") { name = "input[" + e.name + "]"; }
  else if (e.id) { name += "#" + e.id; }
  else if (e.classList.contains("copy")) { name = "button.copy"; }
  else if (name === "button") { name = "button " + e.textContent.trim(); }
  return {name, outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0};
})()"""

LADDER = """(path => {
  const article = [...document.querySelectorAll("article[data-token]")].find(a => a.getAttribute("data-token") === path);
  const fold = article && article.querySelector("details.ladder");
  if (!fold) { return null; }
  const link = fold.querySelector(".ladder-link a");
  const target = link ? document.getElementById(link.getAttribute("href").slice(1)) : null;
  fold.querySelector("summary").click();
  const rows = table => table ? [...table.querySelectorAll("tbody tr")]
    .map(row => [...row.cells].map(cell => cell.textContent)) : null;
  const shown = fold.querySelector(".fold-body table");
  const box = shown ? shown.getBoundingClientRect() : null;
  return {open: fold.open, caption: shown && shown.caption.textContent, rows: rows(shown),
          target: rows(target), visible: Boolean(box && box.height > 0),
          current: shown ? [...shown.querySelectorAll("tr.is-current")].map(row => row.sectionRowIndex) : null};
})"""
