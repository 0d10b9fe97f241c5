"""A standard-library zip holding only the modules Parlour imports (issue 14).

Pyodide's python_stdlib.zip is 2.5 MB, which a first visit downloads before Python can
start; Parlour's pages use about half of it. `trimmed_stdlib` writes a zip with:

- what our Python imports (every .py of parlour.zip, imports inside functions included),
- Python's own start-up (START_UP), Pyodide's own Python (`_pyodide` and `pyodide`, whole)
  and the Python that Pyodide's and PyScript's JavaScript run (every `import x` /
  `from x import` in those files naming a module of the standard library),
- the common codecs (CODECS: the others are looked up by name, and come from the fallback),

and, from each of those, every module it imports when it is imported (the closure,
found in the 3.14 sources: imports at the top level of a module, in its `try` and `if`
blocks too). Imports inside the standard library's functions are not followed (most of
them are for rare paths: `inspect` imports `dis` only to show bytecode) - so the zip
also holds FALLBACK_MODULE, a finder last on `sys.meta_path` that, when a module of the
full standard library is missing, fetches the full zip once (synchronously, as an import
must be) and imports it from there. ui/pyodide_snapshot.mjs installs it on every boot.

Checks: the build starts Python under Node on this zip, without the fallback, and imports
every pure module of ours with it (the memory snapshot is made that way), and
tests/test_build.py checks that every standard-library module our code imports is in it;
e2e/test_trimmed_stdlib.py that the fallback imports a module left out in the page, and
every browser test that nothing the site does needs it (it says so as a console error).
"""
from __future__ import annotations

import ast
import re
import zipfile
from pathlib import Path

KEEP_WHOLE = ("_pyodide", "pyodide")
CODECS = ("encodings", "encodings.aliases", "encodings.utf_8", "encodings.utf_8_sig", "encodings.latin_1",
          "encodings.ascii", "encodings.utf_16", "encodings.utf_16_le", "encodings.utf_16_be", "encodings.utf_32",
          "encodings.cp1252", "encodings.cp437", "encodings.idna", "encodings.punycode", "encodings.unicode_escape",
          "encodings.raw_unicode_escape", "encodings.charmap", "encodings.base64_codec", "encodings.hex_codec")
FALLBACK_MODULE = "_parlour_stdlib"
FALLBACK = '''"""Parlour's fallback for the modules its trimmed standard library left out (tools/stdlib_trim.py):
install(load) puts a finder last on sys.meta_path; for a module named in ABSENT, load()
(a JavaScript function: a synchronous request) puts the full standard library's zip in the
file system and returns its path, once; the module is imported from there."""
import sys

ABSENT = frozenset(%s)


class FullStdlibFinder:
    def __init__(self, load):
        self.load = load
        self.zip = None

    def find_spec(self, name, path=None, target=None):
        if name not in ABSENT:
            return None
        import importlib.machinery
        if self.zip is None:
            self.zip = str(self.load())
            print(f"Parlour: {name} is not in the trimmed standard library: using the full one", file=sys.stderr)
        parent = name.rpartition(".")[0]
        return importlib.machinery.PathFinder.find_spec(name, [self.zip + ("/" + parent.replace(".", "/") if parent else "")])


def install(load):
    if not any(isinstance(f, FullStdlibFinder) for f in sys.meta_path):
        sys.meta_path.append(FullStdlibFinder(load))
'''
START_UP = ("site", "_sitebuiltins", "_sysconfigdata__emscripten_wasm32-emscripten", "sysconfig", "codecs",
            "io", "abc", "os", "stat", "posixpath", "genericpath", "_collections_abc", "zipimport",
            "importlib", "warnings", "traceback", "linecache")
JS_IMPORT = re.compile(r"\b(?:from\s+([A-Za-z_][\w.]*)\s+import\b|import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*))")


def _module_files(zf: zipfile.ZipFile) -> dict[str, str]:
    """module name -> its file in the zip (packages by their __init__.py)."""
    out = {}
    for name in zf.namelist():
        if name.endswith(".py"):
            parts = name[:-3].split("/")
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = name
    return out


def imports_of(source: str, module: str, is_package: bool, in_functions: bool = True) -> set[str]:
    """Every module an import statement of `source` may name (for `from a import b`: a, and
    a.b in case b is a submodule); relative imports resolved against `module`. Imports in
    function bodies only when `in_functions`."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    return imports_in_tree(tree, module, is_package, in_functions)


def imports_in_tree(tree: ast.AST, module: str, is_package: bool, in_functions: bool = True) -> set[str]:
    """`imports_of` for a module already parsed."""
    package = module if is_package else module.rpartition(".")[0]
    names = set()
    todo = [tree]
    while todo:
        node = todo.pop()
        todo.extend(child for child in ast.iter_child_nodes(node) if in_functions or not isinstance(
            child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = ".".join(base[: len(base) - (node.level - 1)])
                source_name = f"{base}.{node.module}" if node.module else base
            else:
                source_name = node.module or ""
            names.add(source_name)
            names.update(f"{source_name}.{alias.name}" for alias in node.names)
    return names


def imports_in_javascript(text: str) -> set[str]:
    """Module names after `import` / `from ... import` anywhere in a JavaScript file
    (the Python it runs is kept there as strings); the caller keeps the stdlib ones."""
    names = set()
    for found in JS_IMPORT.finditer(text):
        if found.group(1):
            names.add(found.group(1))
        else:
            names.update(n.strip() for n in found.group(2).split(","))
    return names


def stdlib_closure(stdlib_zip: Path, roots: set[str]) -> set[str]:
    """The modules of `stdlib_zip` that `roots` (module names, any of them possibly not
    in the zip: built in, or not ours to follow) lead to, with every parent package."""
    with zipfile.ZipFile(stdlib_zip) as zf:
        files = _module_files(zf)
        sources = {}
        keep, todo = set(), list(roots)
        for whole in KEEP_WHOLE:
            todo.extend(m for m in files if m == whole or m.startswith(whole + "."))
        while todo:
            name = todo.pop()
            parts = name.split(".")
            for i in range(1, len(parts) + 1):  # the module and its parents
                prefix = ".".join(parts[:i])
                if prefix in files and prefix not in keep:
                    keep.add(prefix)
                    rel = files[prefix]
                    sources[prefix] = zf.read(rel).decode("utf-8", "replace")
                    todo.extend(imports_of(sources[prefix], prefix, rel.endswith("__init__.py"), in_functions=False))
    return keep


def trimmed_stdlib(stdlib_zip: Path, out_zip: Path, python_sources: dict[str, str], javascript: list[Path],
                   modules=()) -> dict:
    """Write `out_zip`: the members of `stdlib_zip` for the closure of what
    `python_sources` ({module name: source}, ours) and the `javascript` files import,
    plus START_UP, KEEP_WHOLE and `modules`; every other member (folders, data files) of
    a kept package too. Returns {"modules": [...], "bytes": n, "full_bytes": n}."""
    roots = set(START_UP) | set(CODECS) | set(modules)
    for module, source in python_sources.items():
        roots |= imports_of(source, module, False)
    for path in javascript:
        roots |= imports_in_javascript(path.read_text(encoding="utf-8", errors="replace"))
    keep = stdlib_closure(stdlib_zip, roots)
    with zipfile.ZipFile(stdlib_zip) as src, zipfile.ZipFile(out_zip, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as dst:
        files = _module_files(src)
        packages = {files[m].rpartition("/")[0] + "/" for m in keep if files[m].endswith("__init__.py")}
        kept_files = {files[m] for m in keep}
        date = None
        for info in src.infolist():
            name = info.filename
            date = date or info.date_time
            folder = name.rpartition("/")[0] + "/" if "/" in name.rstrip("/") else ""
            if name in kept_files or (name.endswith("/") and name in packages) or (
                    not name.endswith((".py", "/")) and folder in packages):
                dst.writestr(info, src.read(name), compresslevel=9)
        absent = sorted(set(files) - keep)
        info = zipfile.ZipInfo(f"{FALLBACK_MODULE}.py", date_time=date or (1980, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        info.create_system = 3
        dst.writestr(info, FALLBACK % repr(absent), compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return {"modules": sorted(keep), "absent": absent, "bytes": out_zip.stat().st_size,
            "full_bytes": stdlib_zip.stat().st_size}
