; program input_view_output, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r146_byte () Int)
(declare-fun r146_1 () Int)
(declare-fun r146_0 () Int)
(declare-fun byte () Int)
(declare-fun w147_byte () Int)
(declare-fun w147_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s148_byte () Int)
(declare-fun s148_1 () Int)
(declare-fun s148_0 () Int)
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* r146_0 8) (* r146_1 1)))))))
 (and (and (>= r146_0 0) (< r146_0 4)) (and (>= r146_1 0) (< r146_1 8)) (and (>= r146_byte 0) (< r146_byte 4)) (= byte (+ ?x321 r146_byte)))))
(assert
 (let (($x263 (= byte (+ (+ 0 (* 4 (+ 0 (* w147_0 1)))) w147_byte))))
 (and (and (>= w147_0 0) (< w147_0 8)) (and (>= w147_byte 0) (< w147_byte 4)) $x263)))
(assert
 (let (($x446 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 8) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or false) (not $x446))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x321 (+ 0 (* 4 (+ 0 (+ (* r146_0 8) (* r146_1 1)))))))
 (= carried0 (+ ?x321 held_byte0))))
(assert
 (let ((?x312 (+ 0 (* 4 (+ 0 (+ (* s148_0 8) (* s148_1 1)))))))
(and (and (>= s148_0 0) (< s148_0 4)) (and (>= s148_1 0) (< s148_1 8)) (and (>= s148_byte 0) (< s148_byte 4)) (= carried0 (+ ?x312 s148_byte)))))
(check-sat)
