"""Words: languages, Qt's own strings, and the vocabulary shared by every window."""
