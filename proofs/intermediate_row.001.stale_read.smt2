; program intermediate_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r110_byte () Int)
(declare-fun r110_1 () Int)
(declare-fun r110_0 () Int)
(declare-fun byte () Int)
(declare-fun w111_byte () Int)
(declare-fun w111_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s112_byte () Int)
(declare-fun s112_1 () Int)
(declare-fun s112_0 () Int)
(assert
 (let ((?x296 (+ 0 (* 4 (+ 0 (+ (* r110_0 8) (* r110_1 1)))))))
 (and (and (>= r110_0 0) (< r110_0 4)) (and (>= r110_1 0) (< r110_1 8)) (and (>= r110_byte 0) (< r110_byte 4)) (= byte (+ ?x296 r110_byte)))))
(assert
 (let (($x139 (= byte (+ (+ 0 (* 4 (+ 8 (* w111_0 1)))) w111_byte))))
 (and (and (>= w111_0 0) (< w111_0 8)) (and (>= w111_byte 0) (< w111_byte 4)) $x139)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x296 (+ 0 (* 4 (+ 0 (+ (* r110_0 8) (* r110_1 1)))))))
 (= observed (+ ?x296 held_byte))))
(assert
 (let ((?x185 (+ 0 (* 4 (+ 0 (+ (* s112_0 8) (* s112_1 1)))))))
 (and (and (>= s112_0 0) (< s112_0 4)) (and (>= s112_1 0) (< s112_1 8)) (and (>= s112_byte 0) (< s112_byte 4)) (= observed (+ ?x185 s112_byte)))))
(assert
 (let (($x269 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x269))))
(check-sat)
