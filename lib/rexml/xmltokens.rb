module REXML
  # Token patterns shared by the parsers (byte based: any byte above 0x7f
  # counts as a name character, so UTF-8 names pass).
  module XMLTokens
    NCNAME_STR = '[\w:\x80-\xff][-\w.\x80-\xff]*'
    NAME_STR = "(?:(#{NCNAME_STR}):)?(#{NCNAME_STR})"
    NAMECHAR = '[-\w\.:\x80-\xff]'
    NAME = "([\\w:\\x80-\\xff]#{NAMECHAR}*)"
    NMTOKEN = "(?:#{NAMECHAR})+"
    NMTOKENS = "#{NMTOKEN}(\\s+#{NMTOKEN})*"
    REFERENCE = "(?:&#{NAME};|&#\\d+;|&#x[0-9a-fA-F]+;)"
  end
end
