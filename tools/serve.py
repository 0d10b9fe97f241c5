#!/usr/bin/env python3
"""Static server for the built site that applies the headers from netlify.toml.

    python3 tools/serve.py [--port 8000] [--dir site] [--quiet]

Header rules follow Netlify's semantics (as in netlify-cli's headersForPath):
every ``[[headers]]`` block whose ``for`` pattern matches the request path is
applied, in file order; a later block overrides an earlier one for the same
header name. In a pattern ``*`` (splat) matches anything, including ``/``, and
``:name`` matches one path segment; matching is case-insensitive and a
trailing slash is optional.

Compression, as Netlify does it: a client that accepts gzip gets the text files and
the WebAssembly (COMPRESSIBLE) gzipped, each compressed once per server and kept
(``Content-Encoding: gzip``, ``Vary: Accept-Encoding``); images, zips and the memory
snapshot (compressed already) are sent as they are.

Importable: ``start_server(directory, port=0) -> (server, url)`` runs the
server in a daemon thread; call ``server.shutdown()`` when done.
"""
from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import os
import posixpath
import re
import sys
import threading
import tomllib
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CONFIG = ROOT / "netlify.toml"

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".wav": "audio/wav",
    ".ico": "image/x-icon",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".webmanifest": "application/manifest+json",
}


# What is sent gzipped to a client that accepts it (issue 14: the runtime's wasm is
# 9.6 MB, 3.6 MB gzipped); smaller files are not worth it.
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".map", ".wasm", ".toml", ".py", ".txt", ".md", ".svg",
                ".webmanifest"}
COMPRESS_MIN_BYTES = 1024
_gzipped: dict[tuple[str, int, int], bytes] = {}
_gzip_lock = threading.Lock()


def gzipped(path: Path) -> bytes:
    """The file's bytes gzipped (level 6, no timestamp), made once per version of the file."""
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    with _gzip_lock:
        if key not in _gzipped:
            _gzipped[key] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        return _gzipped[key]


def pattern_to_regex(pattern: str) -> re.Pattern[str]:
    """Turn a Netlify ``for`` path pattern into a compiled regex."""
    pattern = pattern.strip()
    if len(pattern) > 1:
        pattern = pattern.rstrip("/")
    out = []
    for part in re.split(r"(\*|:[A-Za-z_][A-Za-z0-9_]*)", pattern):
        if part == "*":
            out.append(".*")
        elif part.startswith(":") and len(part) > 1:
            out.append("[^/]+")
        else:
            out.append(re.escape(part))
    return re.compile("^" + "".join(out) + "/?$", re.IGNORECASE)


def load_header_rules(config_path: Path | str = DEFAULT_CONFIG) -> list[tuple[str, re.Pattern[str], dict[str, str]]]:
    """Read ``[[headers]]`` blocks: a list of (pattern, regex, {name: value})."""
    path = Path(config_path)
    if not path.exists():
        return []
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    rules = []
    for block in data.get("headers", []):
        pattern = block["for"]
        values = {}
        for name, value in block.get("values", {}).items():
            # A TOML list means the header repeated: Netlify joins with ", ".
            if isinstance(value, list):
                value = ", ".join(str(v) for v in value)
            # Multi-line strings (long CSPs) collapse to one line.
            values[name] = " ".join(str(value).split())
        rules.append((pattern, pattern_to_regex(pattern), values))
    return rules


def headers_for_path(rules, path: str) -> dict[str, str]:
    """Headers Netlify would add for ``path`` (later matching rules win)."""
    result: dict[str, str] = {}
    lower_to_name: dict[str, str] = {}
    for _pattern, regex, values in rules:
        if regex.match(path):
            for name, value in values.items():
                old = lower_to_name.pop(name.lower(), None)
                if old is not None:
                    result.pop(old, None)
                lower_to_name[name.lower()] = name
                result[name] = value
    return result


class ParlourHandler(http.server.SimpleHTTPRequestHandler):
    """SimpleHTTPRequestHandler with Netlify headers, strict 404s and MIME types."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    header_rules: list = []
    quiet = False
    compressible = COMPRESSIBLE  # (an empty set: nothing gzipped)
    protocol_version = "HTTP/1.1"

    def __init__(self, *args, directory=None, header_rules=None, quiet=False, **kwargs):
        if header_rules is not None:
            self.header_rules = header_rules
        self.quiet = quiet
        super().__init__(*args, directory=directory, **kwargs)

    def guess_type(self, path):
        ext = posixpath.splitext(str(path))[1].lower()
        return MIME_TYPES.get(ext) or super().guess_type(path)

    def _url_path(self) -> str:
        return urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)

    def send_head(self):
        url_path = self._url_path()
        fs_path = Path(self.translate_path(self.path))
        if fs_path.is_dir():
            index = fs_path / "index.html"
            if not url_path.endswith("/"):
                # Same as Netlify: /bench -> /bench/ only if it has an index.
                if index.is_file():
                    self.send_response(301)
                    parts = urllib.parse.urlsplit(self.path)
                    self.send_header("Location", parts.path + "/" + (("?" + parts.query) if parts.query else ""))
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return None
            if not index.is_file():
                self.send_error(404, "File not found")
                return None
        elif not fs_path.is_file():
            self.send_error(404, "File not found")
            return None
        elif self._compress(fs_path):
            return self._send_gzipped(fs_path)
        return super().send_head()

    def _compress(self, fs_path: Path) -> bool:
        accepts = self.headers.get("Accept-Encoding", "")
        return (fs_path.suffix.lower() in self.compressible and fs_path.stat().st_size >= COMPRESS_MIN_BYTES
                and any(part.split(";")[0].strip() == "gzip" for part in accepts.split(",")))

    def _send_gzipped(self, fs_path: Path):
        """send_head's answer for a file sent gzipped (304 when not modified since)."""
        mtime = fs_path.stat().st_mtime
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        body = gzipped(fs_path)
        self.send_response(200)
        self.send_header("Content-type", self.guess_type(str(fs_path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(mtime))
        self.end_headers()
        return io.BytesIO(body)

    # Rule headers (from netlify.toml) win over the stdlib's defaults: a
    # default header whose name a rule sets (e.g. Content-Type) is not sent.
    def _rules_for_request(self) -> dict[str, str]:
        cached = getattr(self, "_rule_cache", None)
        if cached is None or cached[0] != self.path:
            cached = (self.path, headers_for_path(self.header_rules, self._url_path()))
            self._rule_cache = cached
        return cached[1]

    def send_response(self, code, message=None):
        self._status = code
        super().send_response(code, message)

    def send_header(self, keyword, value):
        if getattr(self, "_sending_rules", False):
            return super().send_header(keyword, value)
        rules = self._rules_for_request()
        if any(keyword.lower() == name.lower() for name in rules) and not self._skip_rule(keyword):
            return None
        return super().send_header(keyword, value)

    def _skip_rule(self, name: str) -> bool:
        # An error page is HTML whatever the path's extension says.
        return getattr(self, "_status", 200) >= 400 and name.lower() == "content-type"

    def end_headers(self):
        self._sending_rules = True
        try:
            for name, value in self._rules_for_request().items():
                if not self._skip_rule(name):
                    self.send_header(name, value)
        finally:
            self._sending_rules = False
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 (stdlib signature)
        if not self.quiet:
            super().log_message(format, *args)


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        # A browser that goes away mid-download (tab closed, test over) is normal.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        super().handle_error(request, client_address)


def make_server(directory, port=0, host="127.0.0.1", config=DEFAULT_CONFIG, quiet=True):
    directory = Path(directory).resolve()
    if not directory.is_dir():
        raise FileNotFoundError(f"site directory {directory} does not exist: run tools/build.py first")
    handler = functools.partial(
        ParlourHandler, directory=str(directory), header_rules=load_header_rules(config), quiet=quiet
    )
    server = _Server((host, port), handler)
    return server


def start_server(directory, port=0, host="127.0.0.1", config=DEFAULT_CONFIG, quiet=True):
    """Start the server in a daemon thread. Returns (server, base_url)."""
    server = make_server(directory, port=port, host=host, config=config, quiet=quiet)
    thread = threading.Thread(target=server.serve_forever, name="parlour-serve", daemon=True)
    thread.start()
    url = f"http://{host}:{server.server_address[1]}"
    return server, url


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8000)))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", default=str(ROOT / "site"))
    parser.add_argument("--config", default=str(DEFAULT_CONFIG), help="netlify.toml to take headers from")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    try:
        server = make_server(args.dir, args.port, args.host, args.config, quiet=args.quiet)
    except (FileNotFoundError, OSError) as exc:
        print(f"serve.py: {exc}", file=sys.stderr)
        return 1
    host = "localhost" if args.host in ("127.0.0.1", "0.0.0.0") else args.host
    print(f"Serving {args.dir} at http://{host}:{server.server_address[1]}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
