; program column_then_row, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (select_scatter reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=select_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r103_byte () Int)
(declare-fun r103_1 () Int)
(declare-fun r103_0 () Int)
(declare-fun byte () Int)
(declare-fun w104_byte () Int)
(declare-fun w104_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s105_byte () Int)
(declare-fun s105_1 () Int)
(declare-fun s105_0 () Int)
(assert
 (let ((?x344 (+ 0 (* 4 (+ 0 (+ (* r103_0 8) (* r103_1 1)))))))
 (and (and (>= r103_0 0) (< r103_0 4)) (and (>= r103_1 0) (< r103_1 8)) (and (>= r103_byte 0) (< r103_byte 4)) (= byte (+ ?x344 r103_byte)))))
(assert
 (let (($x349 (= byte (+ (+ 0 (* 4 (+ 8 (* w104_0 1)))) w104_byte))))
 (and (and (>= w104_0 0) (< w104_0 8)) (and (>= w104_byte 0) (< w104_byte 4)) $x349)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x344 (+ 0 (* 4 (+ 0 (+ (* r103_0 8) (* r103_1 1)))))))
 (= observed (+ ?x344 held_byte))))
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* s105_0 8) (* s105_1 1)))))))
 (and (and (>= s105_0 0) (< s105_0 4)) (and (>= s105_1 0) (< s105_1 8)) (and (>= s105_byte 0) (< s105_byte 4)) (= observed (+ ?x136 s105_byte)))))
(assert
 (let (($x389 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x389))))
(check-sat)
