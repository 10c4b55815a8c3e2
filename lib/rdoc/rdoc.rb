# rdoc/rdoc.rb - RDoc::RDoc#document: parses the files named on the
# command line (directories walked for files a parser reads) and hands
# what it found to the generator the options chose.
require 'rdoc/parsers/parse_rb.rb'
require 'rdoc/parsers/parse_c.rb'
require 'rdoc/parsers/parse_f95.rb'
require 'rdoc/parsers/parse_simple.rb'
require 'rdoc/options'
require 'rdoc/diagram'
require 'find'
require 'fileutils'
require 'time'

module RDoc

  VERSION_STRING = "RDoc V1.0.1 - 20041108"

  # the counts shown at the end of a run
  class Stats
    attr_accessor :num_files, :num_classes, :num_modules, :num_methods

    def initialize
      @num_files = @num_classes = @num_modules = @num_methods = 0
      @start = Time.now
    end

    def print
      puts "Files:   #@num_files"
      puts "Classes: #@num_classes"
      puts "Modules: #@num_modules"
      puts "Methods: #@num_methods"
      puts "Elapsed: " + sprintf("%0.3fs", Time.now - @start)
    end
  end

  class RDocError < Exception
  end

  # the generators by formatter name: [file, class name]
  GENERATORS = {}
  Generator = Struct.new(:file_name, :class_name, :key)

  Dir.glob(File.join(File.dirname(__FILE__), "generators", "*_generator.rb")).sort.each { |path|
    name = File.basename(path, ".rb")
    type = name.sub(/_generator\z/, "")
    GENERATORS[type] = Generator.new("rdoc/generators/#{name}.rb", type.upcase + "Generator", type)
  }

  class RDoc

    # the options and file names of argv documented
    def document(argv)
      TopLevel.reset
      @stats = Stats.new
      options = Options.instance
      options.parse(argv, GENERATORS)
      @last_created = nil
      unless options.all_one_file
        @last_created = setup_output_dir(options.op_dir, options.force_update)
      end
      start_time = Time.now
      file_info = parse_files(options)
      if file_info.empty?
        $stderr.puts "\nNo newer files." unless options.quiet
      else
        gen = options.generator
        $stderr.puts "\nGenerating #{gen.key.upcase}..." unless options.quiet
        require gen.file_name
        class_name = gen.class_name
        if options.all_one_file && gen.key == "html"
          require "rdoc/generators/xml_generator"
          class_name = "HTMLGeneratorInOne"
        end
        gen_class = Generators.const_get(class_name)
        gen = gen_class.for(options)
        pwd = Dir.pwd
        Dir.chdir(options.op_dir) unless options.all_one_file
        begin
          Diagram.new(file_info, options).draw if options.diagram
          gen.generate(file_info)
          update_output_dir(".", start_time)   # (one-file output: the current directory)
        ensure
          Dir.chdir(pwd)
        end
      end
      unless options.quiet
        puts
        @stats.print
      end
    end

    private

    def error(msg)
      raise RDocError, msg
    end

    # the output directory, made if need be; the time of the last run
    # into it (nil if none or forced)
    def setup_output_dir(op_dir, force)
      flag_file = output_flag_file(op_dir)
      if File.exist?(op_dir)
        unless File.directory?(op_dir)
          error "'#{op_dir}' exists, and is not a directory"
        end
        begin
          created = File.read(flag_file)
        rescue SystemCallError
          error "\nDirectory #{op_dir} already exists, but it looks like it\n" +
                "isn't an RDoc directory. Because RDoc doesn't want to risk\n" +
                "destroying any of your existing files, you'll need to\n" +
                "specify a different output directory name (using the\n" +
                "--op <dir> option).\n\n"
        else
          last = (Time.parse(created) rescue nil) unless force
        end
      else
        FileUtils.mkdir_p(op_dir)
      end
      last
    end

    def update_output_dir(op_dir, time)
      File.open(output_flag_file(op_dir), "w") { |f| f.puts time.rfc2822 }
    end

    def output_flag_file(op_dir)
      File.join(op_dir, "created.rid")
    end

    # a directory's .document file: the names it lists
    def parse_dot_doc_file(in_dir, filename, options)
      patterns = File.readlines(filename).map { |l| l.sub(/#.*/, "").split }.flatten
      result = []
      patterns.each { |patt| result.concat(normalized_file_list(options, Dir.glob(File.join(in_dir, patt)))) }
      result
    end

    # the files of relative_files (directories walked), newer than the
    # last run unless forced
    def normalized_file_list(options, relative_files, force_doc = false, exclude_pattern = nil)
      file_list = []
      relative_files.each { |rel_file_name|
        next if exclude_pattern && exclude_pattern =~ rel_file_name
        stat = begin
                 File.stat(rel_file_name)
               rescue SystemCallError
                 $stderr.puts "File not found: #{rel_file_name}"
                 exit 1
               end
        case
        when stat.file?
          next if @last_created && stat.mtime < @last_created   # only files changed since the last run
          file_list << rel_file_name.sub(/\A\.\//, "") if force_doc || ParserFactory.can_parse(rel_file_name)
        when stat.directory?
          next if rel_file_name == "CVS" || rel_file_name == ".svn"
          dot_doc = File.join(rel_file_name, DOT_DOC_FILENAME)
          if File.file?(dot_doc)
            file_list.concat(parse_dot_doc_file(rel_file_name, dot_doc, options))
          else
            file_list.concat(list_files_in_directory(rel_file_name, options))
          end
        else
          raise RDocError, "I can't deal with a #{stat.ftype} #{rel_file_name}"
        end
      }
      file_list
    end

    def list_files_in_directory(dir, options)
      # (in the order the directory gives them, as 1.8.7)
      normalized_file_list(options, Dir.glob(File.join(dir, "*")), false, options.exclude)
    end

    def parse_files(options)
      file_info = []
      files = options.files
      files = ["."] if files.empty?
      file_list = normalized_file_list(options, files, true)
      file_list.each { |fn|
        $stderr.printf("\n%35s: ", File.basename(fn)) unless options.quiet
        content = File.open(fn, "r") { |f| f.read }
        top_level = TopLevel.new(fn)
        parser = ParserFactory.parser_for(top_level, fn, content, options, @stats)
        file_info << parser.scan
        @stats.num_files += 1
      }
      file_info
    end
  end

  DOT_DOC_FILENAME = ".document"
end
