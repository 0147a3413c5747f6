; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r675_byte () Int)
(declare-fun r675_0 () Int)
(declare-fun byte () Int)
(declare-fun w676_byte () Int)
(declare-fun w676_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s677_byte () Int)
(declare-fun s677_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s678_byte () Int)
(declare-fun s678_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s679_byte () Int)
(declare-fun s679_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s680_byte () Int)
(declare-fun s680_0 () Int)
(assert
 (let (($x493 (= byte (+ (+ 0 (* 4 (+ 0 (* r675_0 1)))) r675_byte))))
 (and (and (>= r675_0 0) (< r675_0 16)) (and (>= r675_byte 0) (< r675_byte 4)) $x493)))
(assert
 (let (($x635 (= byte (+ (+ 0 (* 4 (+ 4 (* w676_0 1)))) w676_byte))))
 (and (and (>= w676_0 0) (< w676_0 4)) (and (>= w676_byte 0) (< w676_byte 4)) $x635)))
(assert
 (let (($x536 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x536)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r675_0 1)))) held_byte0)))
(assert
 (let (($x312 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s677_0 1)))) s677_byte))))
 (and (and (>= s677_0 0) (< s677_0 16)) (and (>= s677_byte 0) (< s677_byte 4)) $x312)))
(assert
 (let (($x102 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x102)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s677_0 1)))) held_byte1)))
(assert
 (let (($x33 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s678_0 1)))) s678_byte))))
 (and (and (>= s678_0 0) (< s678_0 16)) (and (>= s678_byte 0) (< s678_byte 4)) $x33)))
(assert
 (let (($x468 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x468)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s678_0 1)))) held_byte2)))
(assert
 (let (($x354 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s679_0 1)))) s679_byte))))
 (and (and (>= s679_0 0) (< s679_0 16)) (and (>= s679_byte 0) (< s679_byte 4)) $x354)))
(assert
 (let (($x604 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x604)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s679_0 1)))) held_byte3)))
(assert
 (let (($x430 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s680_0 1)))) s680_byte))))
(and (and (>= s680_0 0) (< s680_0 4)) (and (>= s680_byte 0) (< s680_byte 4)) $x430)))
(check-sat)
