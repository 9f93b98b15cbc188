"""The app icon at the sizes each desktop asks for (build/make_icon.py)."""

import io
import struct

import pygame


def test_each_icon_size_is_a_png_of_that_size(make_icon):
    pngs = make_icon.icon_pngs((16, 48))
    for size, png in pngs.items():
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert pygame.image.load(io.BytesIO(png), "icon.png").get_size() == (size, size)


def test_the_windows_icon_lists_every_png_where_it_is(make_icon):
    pngs = {16: b"\x89PNG-sixteen", 256: b"\x89PNG-two-five-six"}
    ico = make_icon.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, 2), "an icon file (type 1) of two images"
    for i, size in enumerate((16, 256)):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", ico, 6 + 16 * i)
        assert width == height == (0 if size == 256 else size), "256 px is written as 0"
        assert (planes, bits) == (1, 32)
        assert ico[offset:offset + length] == pngs[size]


def test_the_mac_iconset_has_iconutils_names_and_doubled_retina_sizes(make_icon):
    names = make_icon.iconset_names((16, 512))
    assert names == {"icon_16x16.png": 16, "icon_16x16@2x.png": 32,
                     "icon_512x512.png": 512, "icon_512x512@2x.png": 1024}
