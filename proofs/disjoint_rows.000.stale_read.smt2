; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried then sizes=(8) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r35_byte () Int)
(declare-fun r35_1 () Int)
(declare-fun r35_0 () Int)
(declare-fun byte () Int)
(declare-fun w36_byte () Int)
(declare-fun w36_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s37_byte () Int)
(declare-fun s37_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s38_byte () Int)
(declare-fun s38_0 () Int)
(assert
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* r35_0 8) (* r35_1 1)))))))
 (and (and (>= r35_0 0) (< r35_0 4)) (and (>= r35_1 0) (< r35_1 8)) (and (>= r35_byte 0) (< r35_byte 4)) (= byte (+ ?x219 r35_byte)))))
(assert
 (let (($x182 (= byte (+ (+ 0 (* 4 (+ 16 (* w36_0 1)))) w36_byte))))
 (and (and (>= w36_0 0) (< w36_0 8)) (and (>= w36_byte 0) (< w36_byte 4)) $x182)))
(assert
 (let (($x158 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 8) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
 (or (or false) (not $x158))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x219 (+ 0 (* 4 (+ 0 (+ (* r35_0 8) (* r35_1 1)))))))
 (= carried0 (+ ?x219 held_byte0))))
(assert
 (let (($x57 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s37_0 1)))) s37_byte))))
 (and (and (>= s37_0 0) (< s37_0 8)) (and (>= s37_byte 0) (< s37_byte 4)) $x57)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s37_0 1)))) held_byte1)))
(assert
 (let (($x148 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s38_0 1)))) s38_byte))))
(and (and (>= s38_0 0) (< s38_0 8)) (and (>= s38_byte 0) (< s38_byte 4)) $x148)))
(check-sat)
