; program merge_shifted, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy out_ptr=slice_1, carried then sizes=(8, 16) strides=(16, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r357_byte () Int)
(declare-fun r357_1 () Int)
(declare-fun r357_0 () Int)
(declare-fun byte () Int)
(declare-fun w358_byte () Int)
(declare-fun w358_1 () Int)
(declare-fun w358_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s359_byte () Int)
(declare-fun s359_1 () Int)
(declare-fun s359_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s360_byte () Int)
(declare-fun s360_1 () Int)
(declare-fun s360_0 () Int)
(assert
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* r357_0 16) (* r357_1 1)))))))
 (and (and (>= r357_0 0) (< r357_0 8)) (and (>= r357_1 0) (< r357_1 16)) (and (>= r357_byte 0) (< r357_byte 4)) (= byte (+ ?x219 r357_byte)))))
(assert
 (let ((?x241 (+ 0 (* 4 (+ 16 (+ (* w358_0 16) (* w358_1 1)))))))
 (and (and (>= w358_0 0) (< w358_0 7)) (and (>= w358_1 0) (< w358_1 16)) (and (>= w358_byte 0) (< w358_byte 4)) (= byte (+ ?x241 w358_byte)))))
(assert
 (let (($x455 (= (mod (mod (- (div (- byte 0) 4) 16) 16) 1) 0)))
 (let (($x147 (< (div (mod (- (div (- byte 0) 4) 16) 16) 1) 16)))
 (let (($x62 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 16) 7) $x147 $x455)))
 (let (($x546 (or false)))
 (or $x546 (not $x62)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* r357_0 16) (* r357_1 1)))))))
 (= carried0 (+ ?x219 held_byte0))))
(assert
 (let ((?x116 (+ 0 (* 4 (+ 0 (+ (* s359_0 16) (* s359_1 1)))))))
 (and (and (>= s359_0 0) (< s359_0 8)) (and (>= s359_1 0) (< s359_1 16)) (and (>= s359_byte 0) (< s359_byte 4)) (= carried0 (+ ?x116 s359_byte)))))
(assert
 (let (($x262 (= (mod (mod (- (div (- carried0 0) 4) 0) 16) 1) 0)))
 (let (($x423 (< (div (mod (- (div (- carried0 0) 4) 0) 16) 1) 16)))
 (let (($x83 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 16) 7) $x423 $x262)))
 (let (($x546 (or false)))
 (or $x546 (not $x83)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x116 (+ 0 (* 4 (+ 0 (+ (* s359_0 16) (* s359_1 1)))))))
 (= carried1 (+ ?x116 held_byte1))))
(assert
 (let ((?x433 (+ 0 (* 4 (+ 0 (+ (* s360_0 16) (* s360_1 1)))))))
(and (and (>= s360_0 0) (< s360_0 8)) (and (>= s360_1 0) (< s360_1 16)) (and (>= s360_byte 0) (< s360_byte 4)) (= carried1 (+ ?x433 s360_byte)))))
(check-sat)
