"""The table: the main window, the Arena scene, the Hand and Void models and views, the table's widgets and dialogs."""
