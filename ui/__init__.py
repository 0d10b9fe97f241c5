"""Parlour's browser layer (PyScript): boards on canvas, input, and the shell."""
