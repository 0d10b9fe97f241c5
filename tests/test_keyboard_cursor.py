"""The keyboard cursor's rules (ui/keyboard_cursor.py), which the shell and the e2e mirror share:
arrow keys go to the nearest place that way, and the cursor stays where it was put."""
from ui.keyboard_cursor import nearest_place, place_at

ROW = [(10, 10, "a"), (20, 10, "b"), (30, 10, "c"), (20, 30, "below b")]


def test_arrow_keys_go_to_the_nearest_place_in_their_direction_and_stop_at_the_edge():
    assert nearest_place(ROW, 0, "ArrowRight") == 1
    assert nearest_place(ROW, 1, "ArrowRight") == 2
    assert nearest_place(ROW, 2, "ArrowRight") == 2  # nothing further right
    assert nearest_place(ROW, 1, "ArrowDown") == 3
    assert nearest_place(ROW, 3, "ArrowUp") == 1


def test_the_cursor_stays_on_its_spot_or_the_nearest_place_when_the_places_change():
    assert place_at(ROW, None) == 0
    assert place_at(ROW, (30, 10)) == 2
    fewer = [ROW[0], ROW[3]]  # the place the cursor was on went away
    assert place_at(fewer, (20, 28)) == 1
    assert place_at(fewer, (12, 10)) == 0
