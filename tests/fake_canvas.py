"""A stand-in for a canvas 2D context: records calls, so views draw in CPython tests."""


class _Gradient:
    def addColorStop(self, offset, colour):  # noqa: N802 (the canvas API's name)
        pass


class FakeContext:
    """Accepts every canvas call and attribute; keeps the text drawn and its font."""

    def __init__(self):
        self.calls = []
        self.texts = []
        self.written = []  # (text, font, x, y) of every fillText

    def createRadialGradient(self, *args):  # noqa: N802
        return _Gradient()

    createLinearGradient = createRadialGradient

    def fillText(self, text, x, y, *rest):  # noqa: N802
        self.texts.append(str(text))
        self.written.append((str(text), self.__dict__.get("font", "10px sans-serif"), x, y))

    def measureText(self, text):  # noqa: N802
        return type("Metrics", (), {"width": 8 * len(text)})()

    def __getattr__(self, name):
        def record(*args):
            self.calls.append((name, args))
        return record
