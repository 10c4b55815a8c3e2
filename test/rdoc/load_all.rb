# every file of 1.8.7's rdoc and ri loads on its own, quietly (the markup
# samples and tests, which run when loaded, aside)
NAMES = %w(
  rdoc/code_objects rdoc/diagram rdoc/dot/dot rdoc/generators/chm_generator
  rdoc/generators/html_generator rdoc/generators/ri_generator rdoc/generators/template/chm/chm
  rdoc/generators/template/html/hefss rdoc/generators/template/html/html
  rdoc/generators/template/html/kilmer rdoc/generators/template/html/one_page_html
  rdoc/generators/template/xml/rdf rdoc/generators/template/xml/xml rdoc/generators/xml_generator
  rdoc/markup/simple_markup rdoc/markup/simple_markup/fragments rdoc/markup/simple_markup/inline
  rdoc/markup/simple_markup/lines rdoc/markup/simple_markup/preprocess rdoc/markup/simple_markup/to_flow
  rdoc/markup/simple_markup/to_html rdoc/markup/simple_markup/to_latex rdoc/options
  rdoc/parsers/parse_c rdoc/parsers/parse_rb rdoc/parsers/parse_simple
  rdoc/parsers/parserfactory rdoc/rdoc rdoc/ri/ri_cache rdoc/ri/ri_descriptions rdoc/ri/ri_display
  rdoc/ri/ri_driver rdoc/ri/ri_formatter rdoc/ri/ri_options rdoc/ri/ri_paths rdoc/ri/ri_reader
  rdoc/ri/ri_util rdoc/ri/ri_writer rdoc/template rdoc/tokenstream rdoc/usage
)
NAMES.each { |name|
  rd, wr = IO.pipe
  pid = fork {
    rd.close
    $stdout.reopen(wr)
    $stderr.reopen(wr)
    require name
  }
  wr.close
  out = rd.read
  Process.wait(pid)
  puts "#{name}: exit #{$?.exitstatus}#{out.empty? ? '' : ', printed ' + out[0, 60].inspect}"
}
