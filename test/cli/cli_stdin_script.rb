# not run: the program comes from stdin, this file is ARGV[0]
