# the files rexml/attlistdecl loads (rexml/encoding and rexml/source come
# with it) and rexml/validation/relaxng (one file) as in 1.8.7, in order;
# strscan and the hash-order helper are this library's own
def loaded(lib)
  before = $".dup
  require lib
  puts "#{lib}: #{($" - before).reject { |f| f =~ /strscan|hashorder/ }.join(' ')}"
end
loaded 'rexml/attlistdecl'
loaded 'rexml/validation/relaxng'
loaded 'rexml/document'
