# rdoc --template kilmer: every page it writes, as 1.8.7 writes them
require "fixtures/tmpl_dump"
dump_template("kilmer")
