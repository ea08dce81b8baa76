// The Tactile playground page. No dependencies: the scene list at `/`, one scene at `/?scene=ID`; for a
// package's previews (`--package`), the build bar and a reload when a new build runs.
// Protocol and trace format: Docs/Playground.md.
"use strict";

const $ = (id) => document.getElementById(id);

// What the browser tests read: connection state, frame count, latencies (ms), the last ack.
const tactile = (window.tactile = {
  status: "idle", frames: 0, seq: 0, lastAck: -1, lastCause: null, latencies: [], eventLatencies: [],
  transitions: [], readout: null, errors: [],
});

function setStatus(text) {
  tactile.status = text;
  const el = $("status");
  el.textContent = text;
  el.className = "status " + text;
}

const params = new URLSearchParams(location.search);
const sceneID = params.get("scene");
// `variant=TOKENS`: this scene in other environment values or window (Docs/Playground.md, "Variants").
const variant = params.get("variant");
// `embed=1`: the stage alone, as a cell of the variants grid.
const embedded = params.get("embed") === "1";
// `grid=SETS`: the variants grid of the scene.
const gridSets = params.get("grid");
tactile.variant = variant;
if (embedded) document.body.classList.add("embed");
start();

async function start() {
  let info = { mode: "examples", status: null };
  try { info = await (await fetch("/playground.json")).json(); } catch (e) { /* an older server: examples */ }
  tactile.mode = info.mode;
  if (info.mode === "package") watchBuild(info.status);
  if (sceneID && gridSets !== null) openVariants(sceneID, gridSets);
  else if (sceneID) openScene(sceneID);
  else listScenes(info);
}

// ---------------------------------------------------------------------------------------------
// Variants: a grid of live copies of one scene, each its own session (an embedded page) in other
// environment values or another window. The sets and their tokens (SceneVariant on the server).

const VARIANT_SETS = {
  appearance: ["light", "dark"],
  type: ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
         "accessibility3", "accessibility4", "accessibility5"].map((size) => "type-" + size),
  devices: ["small-phone", "large-phone", "tablet", "landscape"],
  direction: ["ltr", "rtl"],
};
const VARIANT_CELL_WIDTH = 360;   // the widest a cell is drawn, in CSS pixels: two or three fit a laptop's screen

function openVariants(id, sets) {
  $("variants-view").hidden = false;
  $("variants-scene").textContent = id;
  $("variants-back").href = "/?scene=" + encodeURIComponent(id);
  document.title = `Variants of ${id} · Tactile playground`;
  const chosen = sets.split(",").filter((set) => VARIANT_SETS[set]);
  if (chosen.length === 0) chosen.push("appearance");
  tactile.variantTokens = chosen.flatMap((set) => VARIANT_SETS[set]);
  for (const box of document.querySelectorAll("#variant-sets input[name=set]")) {
    box.checked = chosen.includes(box.value);
    box.addEventListener("change", () => {
      const next = [...document.querySelectorAll("#variant-sets input[name=set]:checked")].map((b) => b.value);
      location.search = `?scene=${encodeURIComponent(id)}&grid=${next.join(",")}`;
    });
  }
  const grid = $("variant-grid");
  for (const token of tactile.variantTokens) {
    const cell = document.createElement("div");
    cell.className = "variant-cell";
    cell.dataset.variant = token;
    const caption = document.createElement("span");
    caption.className = "caption";
    caption.textContent = token;
    const frame = document.createElement("iframe");
    frame.title = `${id} (${token})`;
    frame.width = VARIANT_CELL_WIDTH;
    frame.height = VARIANT_CELL_WIDTH;
    frame.src = `/?scene=${encodeURIComponent(id)}&variant=${encodeURIComponent(token)}&embed=1`;
    cell.append(caption, frame);
    grid.appendChild(cell);
  }
  // Each embedded page says its window once it knows it: its cell takes that shape.
  window.addEventListener("message", (e) => {
    if (e.origin !== location.origin || !e.data || e.data.tactileVariant === undefined) return;
    const cell = grid.querySelector(`.variant-cell[data-variant="${CSS.escape(e.data.tactileVariant)}"]`);
    if (!cell) return;
    const frame = cell.querySelector("iframe");
    const scale = Math.min(1, VARIANT_CELL_WIDTH / e.data.width);
    frame.width = Math.round(e.data.width * scale);
    frame.height = Math.round(e.data.height * scale);
    cell.querySelector(".caption").textContent = `${e.data.tactileVariant} · ${e.data.width} × ${e.data.height}`;
  });
  setStatus("variants");
}

// Shows what went wrong on the page itself, above the stage.
function showError(text) {
  const box = $("scene-error");
  box.hidden = false;
  box.textContent = text;
}

// ---------------------------------------------------------------------------------------------
// A package's previews (`tactile-playground --package PATH`): the build's status, and a reload
// on the same URL when a new build runs.

const BUILD_POLL_MS = 250;   // how often the page asks for the build's status
const RESTART_POLL_MS = 40;  // how often while the host restarts: a few requests refused per restart

function watchBuild(status) {
  const loadedBuild = status.build;
  tactile.build = status;
  tactile.loadedBuild = loadedBuild;
  showBuild(status);
  async function poll() {
    let next = null;
    try {
      const r = await fetch("/playground.json", { cache: "no-store" });
      next = (await r.json()).status;
    } catch (e) { /* the host is restarting */ }
    if (next) {
      tactile.build = next;
      if (next.build !== loadedBuild) { tactile.reloading = true; location.reload(); return; }
      showBuild(next);
    }
    // While the host restarts (its answer failed), a new build is about to serve: look again soon,
    // so that the reload follows the new host within a few tens of milliseconds.
    setTimeout(poll, next ? BUILD_POLL_MS : RESTART_POLL_MS);
  }
  setTimeout(poll, BUILD_POLL_MS);
}

function showBuild(status) {
  const box = $("build");
  box.hidden = false;
  box.className = "build " + status.state + (status.crash ? " crashed" : "");
  box.replaceChildren();
  const line = document.createElement("p");
  line.className = "build-state";
  // A quick build ran the edit's compiler and link commands without SwiftPM (Docs/Playground.md).
  const took = status.buildSeconds
    ? ` (${status.buildSeconds.toFixed(1)} s${status.quick ? ", without SwiftPM" : ""})` : "";
  const what = { ok: `Build ${status.build} of ${status.package} runs${took}.`, building: "Building…",
    failed: "The build failed.", timeout: "The build timed out." }[status.state] || status.state;
  line.textContent = status.message && status.state !== "ok" ? `${what} ${status.message}` : what;
  box.appendChild(line);
  if (status.errors && status.errors.length) {
    const list = document.createElement("ul");
    list.className = "build-errors";
    for (const e of status.errors) {
      const li = document.createElement("li");
      li.dataset.file = e.file; li.dataset.line = e.line; li.dataset.column = e.column;
      li.textContent = `${e.file}:${e.line}:${e.column}: ${e.message}`;
      list.appendChild(li);
    }
    box.appendChild(list);
  } else if (status.output && status.state !== "ok" && status.state !== "building") {
    const pre = document.createElement("pre");
    pre.textContent = status.output;
    box.appendChild(pre);
  }
  if (status.crash) {
    const crash = document.createElement("div");
    crash.className = "build-crash";
    const head = document.createElement("p");
    head.textContent = "The preview host crashed and was started again (open a preview to go on). What it wrote last:";
    const pre = document.createElement("pre");
    pre.textContent = status.crash;
    crash.append(head, pre);
    box.appendChild(crash);
  }
}

// ---------------------------------------------------------------------------------------------
// Scene list

async function listScenes(info) {
  $("list-view").hidden = false;
  const scenes = await (await fetch("/scenes.json")).json();
  let list = $("scenes");
  const byFile = info.mode === "package";
  if (byFile) {
    const name = info.status.package;
    const apps = scenes.filter((s) => s.kind === "app").length;
    $("intro").textContent = scenes.length
      ? `The ${apps ? "apps and " : ""}previews of ${name}: each runs here on the real gesture engine and view host. Saving a source file rebuilds them and reloads this page.`
      : `No previews and no app found in ${name}. Add a preview to a library's source file, e.g. #Preview { MyView() }, or a PreviewProvider, or an executable target with @main struct MyApp: App { … }, and save.`;
    list.remove();
  }
  let file = null;
  for (const s of scenes) {
    if (byFile && s.kind === "app" && file !== "\u0000apps") {
      // The package's apps, ahead of the previews by file.
      file = "\u0000apps";
      const heading = document.createElement("h2");
      heading.className = "apps";
      heading.textContent = "Apps";
      list = document.createElement("ul");
      list.className = "scenes";
      list.dataset.kind = "app";
      $("list-view").append(heading, list);
    } else if (byFile && s.kind !== "app" && s.source !== file) {
      file = s.source;
      const heading = document.createElement("h2");
      heading.className = "file";
      heading.textContent = file;
      list = document.createElement("ul");
      list.className = "scenes";
      list.dataset.file = file;
      $("list-view").append(heading, list);
    }
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = "/?scene=" + encodeURIComponent(s.id);
    a.dataset.scene = s.id;
    a.innerHTML = '<span class="id"></span><span class="title"></span><span class="meta"></span>';
    a.querySelector(".id").textContent = s.id;
    a.querySelector(".title").textContent = s.title;
    a.querySelector(".meta").textContent = `${s.width} × ${s.height} pt · ${s.source}`;
    if (s.problem) {
      const problem = document.createElement("span");
      problem.className = "problem";
      problem.textContent = s.problem;
      a.appendChild(problem);
    }
    li.appendChild(a);
    list.appendChild(li);
  }
  setStatus("list");
}

// ---------------------------------------------------------------------------------------------
// One scene

function openScene(id) {
  $("scene-view").hidden = false;
  const stage = $("stage");
  const fingers = $("fingers");
  const highlight = $("highlight");
  let scene = null;
  let t0 = null;            // event.timeStamp of the first event: the session's time origin
  let seq = 0;
  const sentAt = new Map(); // seq -> [performance.now() when sent, event.timeStamp]
  const down = new Map();   // pointerId -> kind, for pointers pressed on the stage (any button)
  let mirror = null;        // emulated second finger: {centre: {x, y}, driver: pointerId}
  const MIRROR_ID = 1000001;
  const transitions = [];   // {time, gesture, from, to, reason}
  let lastHostTime = 0;

  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const variantQuery = variant ? `&variant=${encodeURIComponent(variant)}` : "";
  const ws = new WebSocket(`${proto}//${location.host}/ws?scene=${encodeURIComponent(id)}${variantQuery}`);
  $("open-variants").href = `/?scene=${encodeURIComponent(id)}&grid=appearance`;
  if (variant) $("scene-variant").textContent = variant;
  setStatus("connecting");
  ws.onclose = () => { if (tactile.status !== "error") setStatus("closed"); };
  ws.onerror = () => setStatus("error");
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === "hello") hello(msg);
    else if (msg.type === "frame") frame(msg);
    else if (msg.type === "trace") saveTrace(msg.trace);
    else if (msg.type === "test") saveTest(msg.test, msg.fileName);
    else if (msg.type === "inspection") showInspection(msg);
    else if (msg.type === "state") showCarriedState(msg);
    else if (msg.type === "audit") showAudit(msg);
    else if (msg.type === "error") {
      tactile.errors.push(msg.message);
      setStatus("error");
      log(`error: ${msg.message}`, "failed");
      showError(msg.message);
    }
  };

  // After a reload of a package's previews: how much of the page's state the new build kept.
  function showCarriedState(msg) {
    tactile.carried = { carried: msg.carried, notCarried: msg.notCarried, message: msg.message || null };
    const box = $("carried-state");
    box.hidden = false;
    const values = (n) => `${n} value${n === 1 ? "" : "s"}`;
    box.textContent = msg.message
      ? `Reload: ${msg.message}.`
      : `Reload kept ${values(msg.carried)} of @State; ${values(msg.notCarried)} started fresh.`;
  }

  function hello(msg) {
    scene = msg.scene;
    document.title = `${scene.title} · Tactile playground`;
    $("scene-title").textContent = `${scene.title} (${scene.id})`;
    $("scene-source").textContent = scene.source;
    $("window-size").textContent = `${scene.width} × ${scene.height}`;
    for (const svg of [stage, fingers, highlight]) {
      svg.setAttribute("viewBox", `0 0 ${scene.width} ${scene.height}`);
      svg.setAttribute("width", scene.width);
      svg.setAttribute("height", scene.height);
    }
    stage.dataset.scene = scene.id;
    if (embedded) {
      // A cell of the variants grid: the stage fills the cell, and the grid learns the window's shape.
      for (const svg of [stage, fingers, highlight]) { svg.style.width = "100vw"; svg.style.height = "auto"; }
      if (window.parent !== window) {
        window.parent.postMessage({ tactileVariant: variant || "", width: scene.width, height: scene.height },
                                  location.origin);
      }
    }
    setStatus("open");
  }

  function frame(msg) {
    const svg = msg.svg;
    const start = svg.indexOf(">", svg.indexOf("<svg")) + 1;
    stage.innerHTML = svg.slice(start, svg.lastIndexOf("</svg>"));
    tactile.frames += 1;
    tactile.lastCause = msg.cause;
    if (msg.time !== undefined) lastHostTime = msg.time;
    if (msg.ack !== undefined && msg.ack !== null) {
      const sent = sentAt.get(msg.ack);
      if (sent) {
        const now = performance.now();
        tactile.latencies.push(now - sent[0]);
        tactile.eventLatencies.push(now - sent[1]);
        sentAt.delete(msg.ack);
        showLatency();
      }
      tactile.lastAck = msg.ack;
    }
    for (const t of msg.transitions || []) {
      transitions.push(t);
      tactile.transitions.push(t);
      const reason = t.reason ? ` (${t.reason})` : "";
      log(`${t.time.toFixed(3)}s  ${shortName(t.gesture)}: ${t.from} → ${t.to}${reason}`, t.to, t.gesture);
    }
    for (const d of msg.diagnostics || []) log(`rejected: ${d}`, "failed");
    if (msg.traceEvents !== undefined && msg.traceEvents !== null) $("trace-count").textContent = `${msg.traceEvents} events`;
    if (msg.cause !== "animation") showValues(msg.readout);
    showTime(msg.timeControl || null);
    // After an audit, each frame whose window changed brings the findings anew: the outlines move
    // with their views.
    if (msg.audit) showAudit({ findings: msg.audit });
  }

  // -- input ------------------------------------------------------------------------------------

  function point(e) {
    const r = stage.getBoundingClientRect();
    return { x: (e.clientX - r.left) * scene.width / r.width, y: (e.clientY - r.top) * scene.height / r.height };
  }

  function seconds(e) {
    if (t0 === null) t0 = e.timeStamp;
    return (e.timeStamp - t0) / 1000;
  }

  function round(v) { return Math.round(v * 1000) / 1000; }

  function send(events, e) {
    for (const ev of events) { ev.x = round(ev.x); ev.y = round(ev.y); ev.time = Math.round(ev.time * 1e6) / 1e6; }
    post({ type: "input", events }, e);
  }

  // Sends `message` with the next sequence number, noting when for the latency readout.
  function post(message, e) {
    if (ws.readyState !== WebSocket.OPEN) return;
    seq += 1;
    tactile.seq = seq;
    sentAt.set(seq, [performance.now(), e.timeStamp]);
    if (sentAt.size > 1000) sentAt.delete(sentAt.keys().next().value);
    ws.send(JSON.stringify({ seq, ...message }));
  }

  // The centre that the emulated finger mirrors about: the identified view pressed, else the window.
  function mirrorCentre(e) {
    const target = e.target.closest ? e.target.closest("[data-id]") : null;
    const r = stage.getBoundingClientRect();
    if (target) {
      const b = target.getBoundingClientRect();
      return { x: (b.left + b.width / 2 - r.left) * scene.width / r.width,
               y: (b.top + b.height / 2 - r.top) * scene.height / r.height };
    }
    return { x: scene.width / 2, y: scene.height / 2 };
  }

  function mirrored(p) { return { x: 2 * mirror.centre.x - p.x, y: 2 * mirror.centre.y - p.y }; }

  function showFingers(points) {
    fingers.innerHTML = points.map((p) =>
      `<circle cx="${p.x}" cy="${p.y}" r="14" fill="rgba(0,122,255,.18)" stroke="#007aff" stroke-width="1.5"/>`).join("") +
      (mirror ? `<circle cx="${mirror.centre.x}" cy="${mirror.centre.y}" r="3" fill="#007aff"/>` : "");
  }

  stage.addEventListener("contextmenu", (e) => e.preventDefault());

  // -- keyboard -----------------------------------------------------------------------------------
  // While the stage has focus (a press on it gives it focus; Tab reaches it too), keys go to the
  // scene as a hardware keyboard's go to an iPad app: a view's keyboardShortcut, then the focused
  // view's onKeyPress handlers (Docs/Playground.md, "Keys"). Modifier keys travel only as
  // modifiers; keys SwiftUI's KeyEquivalent cannot name (F1, Insert, …) stay with the browser.
  stage.tabIndex = 0;
  const NAMED_KEYS = new Set(["Enter", "Escape", "Backspace", "Delete", "Tab", "ArrowUp", "ArrowDown",
    "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown", "Clear"]);
  const KEY_MODIFIERS = [["shiftKey", "shift"], ["ctrlKey", "control"], ["altKey", "option"], ["metaKey", "command"]];
  function forwardKey(e, phase) {
    if (!scene || e.isComposing) return;
    if ([...e.key].length !== 1 && !NAMED_KEYS.has(e.key)) return;
    e.preventDefault();
    const modifiers = KEY_MODIFIERS.filter(([held]) => e[held]).map(([, name]) => name);
    if (e.getModifierState && e.getModifierState("CapsLock")) modifiers.push("capsLock");
    post({ type: "key", key: e.key, modifiers, phase }, e);
  }
  stage.addEventListener("keydown", (e) => forwardKey(e, e.repeat ? "repeat" : "down"));
  stage.addEventListener("keyup", (e) => forwardKey(e, "up"));

  stage.addEventListener("pointerdown", (e) => {
    if (!scene) return;
    e.preventDefault();
    // Prevented, the press would not focus the stage: focus it, so that keys come to it.
    stage.focus({ preventScroll: true });
    if (e.altKey) {
      // Alt (Option) with a press inspects what lies there instead of touching it.
      const p = point(e);
      post({ type: "inspect", x: round(p.x), y: round(p.y) }, e);
      return;
    }
    if (pad) padEnd();
    try { stage.setPointerCapture(e.pointerId); } catch (_) { /* untrusted events cannot capture */ }
    const p = point(e), time = seconds(e);
    if (e.pointerType === "mouse" && e.shiftKey && e.button === 0 && !mirror) {
      mirror = { centre: mirrorCentre(e), driver: e.pointerId };
      down.set(e.pointerId, { kind: "touch" });
      const q = mirrored(p);
      send([{ time, pointer: e.pointerId, phase: "down", x: p.x, y: p.y, kind: "touch" },
            { time, pointer: MIRROR_ID, phase: "down", x: q.x, y: q.y, kind: "touch" }], e);
      showFingers([p, q]);
      return;
    }
    // Every button is sent: the host decides which drive gestures (the primary one).
    const kind = e.pointerType === "pen" ? "pen" : e.pointerType === "touch" ? "touch" : "mouse";
    down.set(e.pointerId, { kind, button: e.button });
    const ev = { time, pointer: e.pointerId, phase: "down", x: p.x, y: p.y, kind };
    if (kind === "mouse") ev.button = e.button;
    send([ev], e);
  });

  // Moves arrive as `pointerrawupdate` where the browser has it (Chromium, on secure origins such as
  // localhost): dispatched as soon as the input arrives, not aligned to the next frame as
  // `pointermove` is. A pointer that has sent one raw update ignores its `pointermove`s; elsewhere
  // each `pointermove` sends every move the browser coalesced into it, each at its own time.
  const raw = new Set();    // pointerIds seen in pointerrawupdate since they went down
  function moved(e, samples) {
    if (!scene || !down.has(e.pointerId)) return;
    if (mirror && mirror.driver === e.pointerId) {
      const events = [], last = samples[samples.length - 1];
      for (const s of samples) {
        const p = point(s), q = mirrored(p), time = seconds(s);
        events.push({ time, pointer: e.pointerId, phase: "move", x: p.x, y: p.y, kind: "touch" },
                    { time, pointer: MIRROR_ID, phase: "move", x: q.x, y: q.y, kind: "touch" });
      }
      send(events, e);
      showFingers([point(last), mirrored(point(last))]);
      return;
    }
    const kind = down.get(e.pointerId).kind;
    send(samples.map((s) => {
      const p = point(s);
      return { time: seconds(s), pointer: e.pointerId, phase: "move", x: p.x, y: p.y, kind };
    }), e);
  }
  stage.addEventListener("pointerrawupdate", (e) => {
    if (!down.has(e.pointerId)) return;   // hovering: nothing to send, and no claim on later moves
    raw.add(e.pointerId);
    moved(e, [e]);
  });
  stage.addEventListener("pointermove", (e) => {
    if (raw.has(e.pointerId)) return;
    const coalesced = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    moved(e, coalesced.length > 0 ? coalesced : [e]);
  });

  function lift(e, phase) {
    if (!scene) return;
    const p = point(e), time = seconds(e);
    if (mirror && mirror.driver === e.pointerId) {
      const q = mirrored(p);
      send([{ time, pointer: e.pointerId, phase, x: p.x, y: p.y, kind: "touch" },
            { time, pointer: MIRROR_ID, phase, x: q.x, y: q.y, kind: "touch" }], e);
      mirror = null;
      down.delete(e.pointerId);
      showFingers([]);
      return;
    }
    if (!down.has(e.pointerId)) return;
    const { kind, button } = down.get(e.pointerId);
    down.delete(e.pointerId);
    const ev = { time, pointer: e.pointerId, phase, x: p.x, y: p.y, kind };
    if (kind === "mouse") ev.button = e.button >= 0 ? e.button : button;
    send([ev], e);
  }
  stage.addEventListener("pointerup", (e) => { lift(e, "up"); raw.delete(e.pointerId); });
  stage.addEventListener("pointercancel", (e) => { lift(e, "cancel"); raw.delete(e.pointerId); });

  // -- touchpad pinch and rotate ----------------------------------------------------------------
  // A touchpad pinch reaches a page as `wheel` events with ctrlKey set (Chromium, Firefox; the
  // browser would zoom the page), Safari's as gesturestart/gesturechange/gestureend carrying scale
  // and rotation. Neither has fingers, so the page plays two touches about the cursor, as the
  // magnify and rotate gestures expect: down PAD_RADIUS either side, apart by the scale so far and
  // turned by the rotation, lifted at gestureend or after PAD_IDLE_MS without a wheel event (a wheel
  // pinch has no end event). Docs/Playground.md, "Input".
  const PAD_IDS = [1000002, 1000003];
  const PAD_RADIUS = 50;     // points from the cursor to each played finger: well past any slop
  const PAD_IDLE_MS = 150;   // longer than the gap between a pinch's wheel events (one per frame)
  const PAD_SCALE = [0.05, 20];  // keeps the fingers apart and on a sane scale
  let pad = null;            // {source: "wheel" | "gesture", centre, scale, degrees, timer}

  function padPoints() {
    const r = PAD_RADIUS * pad.scale, a = pad.degrees * Math.PI / 180;
    const dx = r * Math.cos(a), dy = r * Math.sin(a);
    return [{ x: pad.centre.x - dx, y: pad.centre.y - dy }, { x: pad.centre.x + dx, y: pad.centre.y + dy }];
  }
  function padSend(phase, e) {
    const time = seconds(e), points = padPoints();
    send(points.map((p, i) => ({ time, pointer: PAD_IDS[i], phase, x: p.x, y: p.y, kind: "touch" })), e);
    showFingers(phase === "move" || phase === "down" ? points : []);
  }
  function padBegin(e, source) {
    pad = { source, centre: point(e), scale: 1, degrees: 0, timer: null };
    padSend("down", e);
  }
  function padEnd() {
    if (!pad) return;
    clearTimeout(pad.timer);
    padSend("up", { timeStamp: performance.now() });
    pad = null;
  }
  function padScale(scale) { return Math.min(PAD_SCALE[1], Math.max(PAD_SCALE[0], scale)); }

  stage.addEventListener("wheel", (e) => {
    if (!scene) return;
    e.preventDefault();                   // neither the browser's page zoom nor a scroll of the page
    if (!e.ctrlKey) { wheelScroll(e); return; }
    if (down.size > 0 || (pad && pad.source !== "wheel")) return;
    if (!pad) padBegin(e, "wheel");
    const pixels = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;  // lines, pages → pixels
    // Chromium zooms a page by exp(-deltaY / 100) per event: the same factor here.
    pad.scale = padScale(pad.scale * Math.exp(-e.deltaY * pixels / 100));
    padSend("move", e);
    clearTimeout(pad.timer);
    pad.timer = setTimeout(padEnd, PAD_IDLE_MS);
  }, { passive: false });

  // -- two-finger scroll and mouse wheel ------------------------------------------------------
  // A plain wheel (a touchpad's two-finger scroll and its momentum, a mouse wheel) scrolls the
  // scroll views of the scene: the deltas of the events of one animation frame are added up and
  // sent as one `wheel` message, in the scene's points, at the latest event's place and time.
  // Docs/Playground.md, "Input".
  const WHEEL_LINE = 16;     // points per line (deltaMode 1): a line of body text
  let wheel = null;          // {x, y, dx, dy, time, e}: this frame's wheel, not sent yet

  function wheelScroll(e) {
    const r = stage.getBoundingClientRect();
    const k = e.deltaMode === 1 ? WHEEL_LINE : e.deltaMode === 2 ? null : scene.width / r.width;
    // Pages (deltaMode 2): the scene's width or height per page.
    const dx = k === null ? e.deltaX * scene.width : e.deltaX * k;
    const dy = k === null ? e.deltaY * scene.height : e.deltaY * (e.deltaMode === 1 ? WHEEL_LINE : scene.height / r.height);
    const p = point(e), time = seconds(e);
    if (wheel) {
      Object.assign(wheel, { x: p.x, y: p.y, dx: wheel.dx + dx, dy: wheel.dy + dy, time, e });
      return;
    }
    wheel = { x: p.x, y: p.y, dx, dy, time, e };
    requestAnimationFrame(() => {
      const w = wheel;
      wheel = null;
      post({ type: "input", events: [{ kind: "wheel", time: Math.round(w.time * 1e6) / 1e6, x: round(w.x),
                                       y: round(w.y), dx: round(w.dx), dy: round(w.dy) }] }, w.e);
    });
  }

  // Safari (macOS). On iOS these accompany real touches, which the pointer events already send.
  stage.addEventListener("gesturestart", (e) => {
    if (!scene || down.size > 0) return;
    e.preventDefault();
    padEnd();
    padBegin(e, "gesture");
  });
  stage.addEventListener("gesturechange", (e) => {
    if (!pad || pad.source !== "gesture") return;
    e.preventDefault();
    pad.scale = padScale(e.scale);
    pad.degrees = e.rotation;
    padSend("move", e);
  });
  stage.addEventListener("gestureend", (e) => {
    if (!pad || pad.source !== "gesture") return;
    e.preventDefault();
    padEnd();
  });

  // -- panels -----------------------------------------------------------------------------------

  // Gesture names are "ATTACHMENT:RootType/child/…"; show the attachment and the path below the root
  // type (the full name stays in the log entry's tooltip).
  function shortName(name) {
    let depth = 0, cut = -1;
    for (let i = 0; i < name.length; i++) {
      const c = name[i];
      if (c === "<") depth++;
      else if (c === ">") depth--;
      else if (c === "/" && depth === 0) { cut = i; break; }
    }
    const colon = name.indexOf(":");
    const attachment = colon > 0 && colon < 4 ? name.slice(0, colon) : "";
    const rest = cut >= 0 ? name.slice(cut + 1) : name.slice(colon + 1).replace(/<.*$/, "");
    return attachment ? `#${attachment} ${rest}` : rest;
  }

  function log(text, kind, title) {
    const li = document.createElement("li");
    li.textContent = text;
    if (title) li.title = title;
    li.className = kind || "";
    const list = $("log");
    list.insertBefore(li, list.firstChild);
    while (list.children.length > 300) list.removeChild(list.lastChild);
  }

  function fmt(v) { return (Math.round(v * 10) / 10).toFixed(1); }

  function showValues(r) {
    tactile.readout = r || null;
    const rows = r ? [
      ["pointers", r.pointers],
      ["start", `(${fmt(r.startX)}, ${fmt(r.startY)})`],
      ["location", `(${fmt(r.x)}, ${fmt(r.y)})`],
      ["translation", `(${fmt(r.translationX)}, ${fmt(r.translationY)})`],
      ["velocity", `(${fmt(r.velocityX)}, ${fmt(r.velocityY)}) pt/s`],
      ["predicted end", `(${fmt(r.predictedX)}, ${fmt(r.predictedY)})`],
    ] : [["pointers", 0]];
    if (r && r.scale !== undefined && r.scale !== null) rows.push(["scale", r.scale.toFixed(3)]);
    if (r && r.rotation !== undefined && r.rotation !== null) rows.push(["rotation", `${r.rotation.toFixed(1)}°`]);
    const active = activeGestures();
    rows.push(["active gestures", active.length ? active.join(", ") : "none"]);
    const dl = $("values");
    dl.innerHTML = "";
    for (const [k, v] of rows) {
      const dt = document.createElement("dt"); dt.textContent = k;
      const dd = document.createElement("dd"); dd.textContent = String(v);
      dd.dataset.key = k;
      dl.append(dt, dd);
    }
  }

  function activeGestures() {
    const phase = new Map();
    for (const t of transitions) phase.set(t.gesture, t.to);
    return [...phase].filter(([, p]) => p === "active" || p === "possible").map(([g, p]) => `${shortName(g)} (${p})`);
  }

  function showLatency() {
    const l = [...tactile.latencies].slice(-500).sort((a, b) => a - b);
    const q = (f) => l[Math.min(l.length - 1, Math.floor(f * l.length))];
    $("latency").textContent = `median ${q(0.5).toFixed(1)} ms · p99 ${q(0.99).toFixed(1)} ms (${l.length} inputs)`;
  }

  // The timeline: one row per gesture, coloured by phase, over the last few seconds of host time.
  const colours = { possible: "#c7c7cc", active: "#007aff", ended: "#34c759", failed: "#ff3b30" };
  const span = 5;
  function drawTimeline() {
    const canvas = $("timeline");
    const w = canvas.clientWidth || 420, h = 150;
    if (canvas.width !== w) canvas.width = w;
    const g = canvas.getContext("2d");
    g.clearRect(0, 0, w, h);
    const now = t0 === null ? lastHostTime : Math.max(lastHostTime, (performance.now() - t0) / 1000);
    const names = [];
    for (let i = transitions.length - 1; i >= 0 && names.length < 7; i--) {
      if (transitions[i].time < now - span) break;
      if (!names.includes(transitions[i].gesture)) names.push(transitions[i].gesture);
    }
    names.reverse();
    const labelW = 150, rowH = 18, x = (t) => labelW + (w - labelW - 4) * (1 - (now - t) / span);
    g.font = "11px ui-monospace, monospace";
    names.forEach((name, row) => {
      const y = 6 + row * rowH;
      g.fillStyle = "#3a3a3c";
      const label = shortName(name);
      g.fillText(label.length > 22 ? label.slice(0, 21) + "…" : label, 2, y + 11);
      const mine = transitions.filter((t) => t.gesture === name);
      mine.forEach((t, i) => {
        // A terminal phase is a short mark; the gap after it is the gesture's idle time.
        const next = i + 1 < mine.length ? mine[i + 1].time : now;
        const end = t.to === "ended" || t.to === "failed" ? Math.min(next, t.time + 0.15) : next;
        if (end < now - span || t.to === "idle") return;
        g.fillStyle = colours[t.to] || "#8e8e93";
        const a = Math.max(labelW, x(t.time)), b = Math.max(a + 2, x(end));
        g.fillRect(a, y, b - a, rowH - 5);
      });
    });
    g.fillStyle = "#8e8e93";
    g.fillText(`now (${now.toFixed(1)} s)`, w - 90, h - 4);
    g.fillText(`-${span} s`, labelW, h - 4);
    if (transitions.length > 4000) transitions.splice(0, transitions.length - 4000);
  }
  setInterval(drawTimeline, 50);

  // -- inspector --------------------------------------------------------------------------------
  // The views under an Alt-clicked point, innermost first, and the gestures along them
  // (ViewInspection on the server); the innermost view's frame is outlined on the stage.

  function showInspection(msg) {
    const data = msg.inspection;
    tactile.inspection = data;
    if (msg.ack !== undefined && msg.ack !== null) tactile.lastAck = Math.max(tactile.lastAck, msg.ack);
    const box = $("inspector");
    box.replaceChildren();
    $("inspector-hint").textContent = `At (${fmt(data.x)}, ${fmt(data.y)}):` + (data.views.length ? "" : " nothing can be hit here.");
    const add = (parent, tag, cls, text) => {
      const el = document.createElement(tag);
      if (cls) el.className = cls;
      el.textContent = text;
      parent.appendChild(el);
      return el;
    };
    for (const v of data.views) {
      const row = add(box, "div", "view", "");
      add(row, "div", "type", v.type);
      add(row, "div", "frame", `frame (${v.frame.map(fmt).join(", ")})`);
      if (v.modifiers.length) add(row, "div", "modifiers", v.modifiers.join(" · "));
      const a = v.accessibility, parts = [];
      if (a.label) parts.push(`label "${a.label}"`);
      if (a.value) parts.push(`value "${a.value}"`);
      if (a.hint) parts.push(`hint "${a.hint}"`);
      if (a.traits.length) parts.push(`traits ${a.traits.join(", ")}`);
      if (a.identifier) parts.push(`identifier "${a.identifier}"`);
      if (a.isHidden) parts.push("hidden");
      add(row, "div", "a11y", parts.length ? `accessibility: ${parts.join("; ")}` : "accessibility: none");
    }
    if (data.gestures.length) {
      add(box, "h3", "", "Gestures");
      for (const g of data.gestures) {
        const config = Object.entries(g.configuration).map(([k, v]) => `${k} ${v}`).join(", ");
        const row = add(box, "div", "gesture", `${g.summary || shortName(g.type)} on ${g.attachedTo}: ${g.phase}`);
        row.title = `${g.type}\npriority ${g.priority}, mask ${g.mask}\n${config}`;
        row.dataset.phase = g.phase;
      }
    }
    const v = data.views[0];
    inspectedMarkup = v
      ? `<rect x="${v.frame[0]}" y="${v.frame[1]}" width="${v.frame[2]}" height="${v.frame[3]}" fill="rgba(255,149,0,.12)" stroke="#ff9500" stroke-width="1.5" stroke-dasharray="4 2"/>`
      : "";
    highlight.innerHTML = inspectedMarkup + auditMarkup;
  }

  // -- accessibility audit ----------------------------------------------------------------------
  // The button asks the session to audit its window (TactileTesting's accessibilityAudit rules);
  // each finding is listed and its view outlined in red on the stage, the finding as its tooltip.
  // From then on every frame whose window changed carries the audit again, so the outlines follow
  // views that move.

  let inspectedMarkup = "", auditMarkup = "";
  const escapeXML = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  $("run-audit").addEventListener("click", (e) => post({ type: "audit" }, e));

  function showAudit(msg) {
    tactile.audit = msg.findings;
    if (msg.ack !== undefined && msg.ack !== null) tactile.lastAck = Math.max(tactile.lastAck, msg.ack);
    const box = $("audit");
    box.replaceChildren();
    const head = document.createElement("div");
    head.className = "audit-summary";
    head.textContent = msg.findings.length
      ? `${msg.findings.length} finding${msg.findings.length === 1 ? "" : "s"}:`
      : "The audit found nothing: tap targets, labels and contrast pass.";
    box.appendChild(head);
    for (const f of msg.findings) {
      const row = document.createElement("div");
      row.className = "audit-finding";
      row.dataset.rule = f.rule;
      const name = f.label ? `${f.view} "${f.label}"` : f.identifier ? `${f.view} #${f.identifier}` : f.view;
      row.textContent = `${f.rule}: ${name}: ${f.detail}`;
      box.appendChild(row);
    }
    auditMarkup = msg.findings.map((f) =>
      `<rect class="audit-mark" data-rule="${escapeXML(f.rule)}" x="${f.frame[0]}" y="${f.frame[1]}" width="${f.frame[2]}" height="${f.frame[3]}" fill="rgba(255,59,48,.10)" stroke="#ff3b30" stroke-width="2"><title>${escapeXML(`${f.rule}: ${f.detail}`)}</title></rect>`
    ).join("");
    highlight.innerHTML = inspectedMarkup + auditMarkup;
  }

  // -- time control -----------------------------------------------------------------------------
  // Pause holds the stage's virtual time, Step moves it one frame on, the slider scrubs through
  // the last seconds while paused, Resume returns to live (Docs/Playground.md, "Time control").

  function timeMessage(action, to) {
    post(to === undefined ? { type: "time", action } : { type: "time", action, to }, { timeStamp: performance.now() });
  }
  $("time-pause").addEventListener("click", () => timeMessage("pause"));
  $("time-step").addEventListener("click", () => timeMessage("step"));
  $("time-resume").addEventListener("click", () => timeMessage("resume"));
  let scrubPending = null;   // the slider's latest value, sent once per animation frame
  $("time-scrub").addEventListener("input", (e) => {
    const first = scrubPending === null;
    scrubPending = Number(e.target.value);
    if (!first) return;
    requestAnimationFrame(() => { timeMessage("scrub", scrubPending); scrubPending = null; });
  });

  function showTime(state) {
    if (state === null && tactile.timeControl === null) return;   // live, and already shown so
    tactile.timeControl = state;
    const slider = $("time-scrub");
    $("time-resume").disabled = !state;
    $("time-pause").disabled = !!state;
    slider.disabled = !state;
    if (!state) { $("time-shown").textContent = "live"; return; }
    slider.min = state.earliest;
    slider.max = state.latest;
    if (scrubPending === null) slider.value = state.shown;
    const back = state.latest - state.shown;
    $("time-shown").textContent = `paused at ${state.shown.toFixed(3)} s` + (back > 0.0005 ? ` (${back.toFixed(3)} s back)` : "");
  }

  // -- trace ------------------------------------------------------------------------------------

  // The server keeps the trace of what the host ran (Docs/Playground.md, "Trace files"); the
  // button asks for it and saves the answer as it comes.
  $("download-trace").addEventListener("click", () => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "trace" }));
  });

  function saveTrace(text) {
    tactile.traceDownloads = (tactile.traceDownloads || 0) + 1;
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "");
    saveFile(text, "application/json", `tactile-trace-${id}-${stamp}.json`);
  }

  // "Download as a test": the server writes the session as a Swift Testing file (Docs/Playground.md).
  $("download-test").addEventListener("click", () => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "test" }));
  });
  function saveTest(text, fileName) {
    tactile.testDownloads = (tactile.testDownloads || 0) + 1;
    saveFile(text, "text/x-swift", fileName || "PlaygroundSessionTests.swift");
  }

  function saveFile(text, type, name) {
    const blob = new Blob([text], { type });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
}
