# -e twice: the lines are joined; the script file name becomes ARGV[0]
