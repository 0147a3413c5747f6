; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r149_byte () Int)
(declare-fun r149_1 () Int)
(declare-fun r149_0 () Int)
(declare-fun byte () Int)
(declare-fun w150_byte () Int)
(declare-fun w150_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s151_byte () Int)
(declare-fun s151_0 () Int)
(assert
 (let ((?x281 (+ 0 (* 4 (+ 0 (+ (* r149_0 8) (* r149_1 1)))))))
 (and (and (>= r149_0 0) (< r149_0 4)) (and (>= r149_1 0) (< r149_1 8)) (and (>= r149_byte 0) (< r149_byte 4)) (= byte (+ ?x281 r149_byte)))))
(assert
 (let (($x435 (= byte (+ (+ 0 (* 4 (+ 0 (* w150_0 1)))) w150_byte))))
 (and (and (>= w150_0 0) (< w150_0 8)) (and (>= w150_byte 0) (< w150_byte 4)) $x435)))
(assert
 (let (($x446 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x446))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x281 (+ 0 (* 4 (+ 0 (+ (* r149_0 8) (* r149_1 1)))))))
 (= carried0 (+ ?x281 held_byte0))))
(assert
 (let (($x406 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s151_0 1)))) s151_byte))))
(and (and (>= s151_0 0) (< s151_0 8)) (and (>= s151_byte 0) (< s151_byte 4)) $x406)))
(check-sat)
