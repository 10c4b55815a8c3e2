# -X DIR (1.8.7: as -C DIR) changes directory before the script is read
p $0
p File.exist?($0)
