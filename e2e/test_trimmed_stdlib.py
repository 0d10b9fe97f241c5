"""The page's Python starts with the trimmed standard library (parlour-stdlib.zip, issue 14),
and a module left out of it still imports: from the full zip, fetched the first time.
(Every other browser test is a check that nothing the site does needs the fallback: it
says so in the console as an error, which the `context` fixture reports.)"""
from __future__ import annotations

from driver import READY

IMPORT = """async () => {
  const loader = await import('./ui/pyodide_snapshot.mjs');
  const py = await loader.loadPyodide();  // the page's own interpreter
  return py.runPython(`
import sys
before = 'email.mime.text' in sys.modules
import email.mime.text, json
(before, email.mime.text.__file__, json.__file__)`).toJs();
}"""


def test_a_module_left_out_of_the_trimmed_standard_library_still_imports(page, context):
    page.goto("/index.html#/play/apagos?seats=human,human")
    page.wait_for_selector(READY, state="attached")
    before, left_out, kept = page.evaluate(IMPORT)
    assert not before
    assert left_out == "/lib/parlour-full-stdlib.zip/email/mime/text.py"  # fetched, then imported from it
    assert kept.startswith("/lib/python314.zip/")  # the trimmed zip, where Pyodide puts the stdlib
    fallback = [p for p in context.parlour_problems if "not in the trimmed standard library" in p]
    assert len(fallback) == 1  # said once, in the console
    for problem in fallback:
        context.parlour_problems.remove(problem)
