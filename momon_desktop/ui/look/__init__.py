"""How things look: the theme, fonts, icons, card art and card painting, window placement."""
