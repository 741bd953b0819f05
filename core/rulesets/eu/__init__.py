"""Europa Universalis: The Price of Power."""
