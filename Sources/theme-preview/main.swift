print("theme-preview")
