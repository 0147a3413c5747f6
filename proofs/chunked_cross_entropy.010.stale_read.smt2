; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r681_byte () Int)
(declare-fun r681_0 () Int)
(declare-fun byte () Int)
(declare-fun w682_byte () Int)
(declare-fun w682_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s683_byte () Int)
(declare-fun s683_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s684_byte () Int)
(declare-fun s684_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s685_byte () Int)
(declare-fun s685_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s686_byte () Int)
(declare-fun s686_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s687_byte () Int)
(declare-fun s687_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s688_byte () Int)
(declare-fun s688_0 () Int)
(assert
 (let (($x128 (= byte (+ (+ 0 (* 4 (+ 0 (* r681_0 1)))) r681_byte))))
 (and (and (>= r681_0 0) (< r681_0 16)) (and (>= r681_byte 0) (< r681_byte 4)) $x128)))
(assert
 (let (($x301 (= byte (+ (+ 0 (* 4 (+ 0 (* w682_0 1)))) w682_byte))))
 (and (and (>= w682_0 0) (< w682_0 4)) (and (>= w682_byte 0) (< w682_byte 4)) $x301)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r681_0 1)))) held_byte0)))
(assert
 (let (($x41 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s683_0 1)))) s683_byte))))
 (and (and (>= s683_0 0) (< s683_0 4)) (and (>= s683_byte 0) (< s683_byte 4)) $x41)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s683_0 1)))) held_byte1)))
(assert
 (let (($x434 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s684_0 1)))) s684_byte))))
 (and (and (>= s684_0 0) (< s684_0 16)) (and (>= s684_byte 0) (< s684_byte 4)) $x434)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s684_0 1)))) held_byte2)))
(assert
 (let (($x77 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s685_0 1)))) s685_byte))))
 (and (and (>= s685_0 0) (< s685_0 16)) (and (>= s685_byte 0) (< s685_byte 4)) $x77)))
(assert
 (let (($x425 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x425)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s685_0 1)))) held_byte3)))
(assert
 (let (($x112 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s686_0 1)))) s686_byte))))
 (and (and (>= s686_0 0) (< s686_0 16)) (and (>= s686_byte 0) (< s686_byte 4)) $x112)))
(assert
 (let (($x613 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x613)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s686_0 1)))) held_byte4)))
(assert
 (let (($x587 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s687_0 1)))) s687_byte))))
 (and (and (>= s687_0 0) (< s687_0 16)) (and (>= s687_byte 0) (< s687_byte 4)) $x587)))
(assert
 (let (($x187 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x187)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s687_0 1)))) held_byte5)))
(assert
 (let (($x399 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s688_0 1)))) s688_byte))))
 (and (and (>= s688_0 0) (< s688_0 16)) (and (>= s688_byte 0) (< s688_byte 4)) $x399)))
(assert
 (let (($x492 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x492)))))
(check-sat)
