"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe.

Chromium reads protocol messages from file descriptor 3 and writes them to file
descriptor 4, each a JSON object followed by a NUL byte. This needs nothing but
the Python standard library (no WebSocket client, no open port).
"""

import json
import os
import shutil
import subprocess
import tempfile
import time


class ProtocolError(Exception):
    """The browser answered a command with an error, or went away."""


def find_chromium():
    """The Chromium binary: $CHROMIUM, Debian's real binary, or chromium on the PATH."""
    candidates = [os.environ.get("CHROMIUM"), "/usr/lib/chromium/chromium"]
    candidates += [shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome")]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


class Browser:
    """A headless Chromium driven through the DevTools protocol."""

    def __init__(self, binary=None, timeout=60):
        self.binary = binary or find_chromium()
        if not self.binary:
            raise ProtocolError("chromium is not installed; `make test` installs it (apt-get install chromium)")
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="tokenc-chromium-")
        to_browser_read, self._write = os.pipe()
        self._read, from_browser_write = os.pipe()

        def wire_pipes():
            # Duplicate first so that descriptors 3 and 4 are free to overwrite, then put them in place.
            reading, writing = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        arguments = [
            self.binary, "--headless", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
            "--disable-gpu", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-dev-shm-usage", "--allow-file-access-from-files", "--hide-scrollbars", "--force-color-profile=srgb",
            f"--user-data-dir={self.profile}", "about:blank",
        ]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")  # Chromium refuses to run as root with its sandbox
        self.process = subprocess.Popen(
            arguments, preexec_fn=wire_pipes, close_fds=False, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        """Sends a command and waits for its result; events that arrive meanwhile are kept in `events`."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            reply = self._receive(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise ProtocolError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def _receive(self, deadline):
        while b"\0" not in self._buffer:
            if time.monotonic() > deadline:
                raise ProtocolError("the browser did not answer in time")
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise ProtocolError("the browser closed the connection")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def new_page(self, width=1280, height=900):
        """Opens a tab and returns a Page attached to it."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session)
        for domain in ("Page", "Runtime", "Log", "Network"):
            page.send(f"{domain}.enable")
        page.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        return page

    def close(self):
        """Closes the browser and removes its profile."""
        try:
            self.send("Browser.close")
        except (ProtocolError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for descriptor in (self._read, self._write):
            try:
                os.close(descriptor)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()


class Page:
    """One tab."""

    def __init__(self, browser, session):
        self.browser = browser
        self.session = session

    def send(self, method, params=None):
        """Sends a command to this tab."""
        return self.browser.send(method, params, session=self.session)

    def events(self, method=None):
        """Events of this tab so far (of one method, if given)."""
        return [event for event in self.browser.events
                if event.get("sessionId") == self.session and (method is None or event["method"] == method)]

    def navigate(self, url):
        """Loads a URL and waits for its load event."""
        self.send("Page.navigate", {"url": url})
        deadline = time.monotonic() + self.browser.timeout
        while True:
            try:
                if self.evaluate("document.location.href !== 'about:blank' && document.readyState === 'complete'"):
                    return
            except ProtocolError:
                pass  # the old document's context went away mid-navigation; ask the new one
            if time.monotonic() > deadline:
                raise ProtocolError(f"{url} did not finish loading")
            time.sleep(0.05)

    def evaluate(self, expression):
        """The value of a JavaScript expression (returned by value; promises are awaited)."""
        result = self.send("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise ProtocolError(f"JavaScript failed: {text}")
        return result["result"].get("value")

    def emulate_media(self, features):
        """Emulates media features, e.g. {"prefers-color-scheme": "dark"}."""
        self.send("Emulation.setEmulatedMedia",
                  {"features": [{"name": name, "value": value} for name, value in features.items()]})

    def press(self, key, code=None, key_code=0, shift=False):
        """Presses and releases one key (as the keyboard would)."""
        modifiers = 8 if shift else 0
        base = {"key": key, "code": code or key, "windowsVirtualKeyCode": key_code, "modifiers": modifiers}
        text = {"Enter": "\r", " ": " "}.get(key)
        self.send("Input.dispatchKeyEvent", dict(base, type="keyDown", **({"text": text} if text else {})))
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    def screenshot(self, path, full_page=True, tile=15000):
        """Saves a PNG of the viewport, or of the whole page; a page taller than `tile` pixels
        is saved in parts (path, then path-2.png, …), since Chromium cannot capture more at once.
        Returns the paths written."""
        import base64
        if not full_page:
            shots = [(path, None)]
        else:
            size = self.send("Page.getLayoutMetrics")["cssContentSize"]
            width, height = size["width"], size["height"]
            shots = []
            for index, top in enumerate(range(0, int(height + 0.5), tile)):
                name = path if index == 0 else path[:-4] + f"-{index + 1}.png"
                shots.append((name, {"x": 0, "y": top, "width": width, "height": min(tile, height - top), "scale": 1}))
        for name, clip in shots:
            params = {"format": "png", "captureBeyondViewport": clip is not None}
            if clip:
                params["clip"] = clip
            with open(name, "wb") as handle:
                handle.write(base64.b64decode(self.send("Page.captureScreenshot", params)["data"]))
        return [name for name, _ in shots]
