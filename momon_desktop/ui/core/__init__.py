"""What the table is doing: the controller between the engine and the views, undo, the session, the action registry and background work."""
