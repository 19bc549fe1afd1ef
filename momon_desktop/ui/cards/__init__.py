"""Card sets: the card browser, the card-set import, card list models."""
