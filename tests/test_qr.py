"""The QR codes of the "Send your move" panel (ui/qr.py), drawn without any library."""
import hashlib

import pytest

from ui import qr


def fingerprint(matrix):
    return hashlib.sha256("".join("1" if c else "0" for row in matrix for c in row).encode()).hexdigest()


@pytest.mark.parametrize("text,version,mask,expected", [
    # the same modules, bit for bit, as the reference library `qrcode` 8.2 (byte mode,
    # level M, the mask given) makes
    ("https://parlour.example/index.html#/play/abagio?g=1.AAEC&f=x", 4, 3,
     "eba801176a42183014dd64ed2af7d186dc4f1f078a1890df392dd2d20595afe7"),
    ("Parlour " * 37, 13, 6, "927b056d362fa556cd6973cc22844695d04bcc5ce54b74a1c6aaab83ab30d0f8"),
])
def test_codes_match_the_reference_encoder(text, version, mask, expected):
    matrix = qr.encode(text, mask)
    assert len(matrix) == 17 + 4 * version
    assert fingerprint(matrix) == expected


def test_a_300_character_link_fits_and_the_finders_are_there():
    matrix = qr.encode("h" * 300)
    size = len(matrix)
    assert size == 17 + 4 * 13
    for x, y in ((0, 0), (size - 7, 0), (0, size - 7)):
        ring = [matrix[y][x + i] for i in range(7)]
        assert ring == [True] * 7
        assert matrix[y + 2][x + 2] and not matrix[y + 1][x + 1]


def test_error_correction_words_leave_no_remainder():
    data = list(b"Parlour by link")
    check = qr.error_correction(data, 10)
    assert qr.error_correction(data + check, 10) == [0] * 10


def test_too_long_a_text_says_so():
    with pytest.raises(ValueError, match="at most"):
        qr.encode("x" * 700)
