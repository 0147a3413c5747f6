; program reordered_old_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r138_byte () Int)
(declare-fun r138_0 () Int)
(declare-fun byte () Int)
(declare-fun w139_byte () Int)
(declare-fun w139_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s140_byte () Int)
(declare-fun s140_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s141_byte () Int)
(declare-fun s141_0 () Int)
(assert
 (let (($x254 (= byte (+ (+ 0 (* 4 (+ 0 (* r138_0 1)))) r138_byte))))
 (and (and (>= r138_0 0) (< r138_0 16)) (and (>= r138_byte 0) (< r138_byte 4)) $x254)))
(assert
 (let (($x412 (= byte (+ (+ 0 (* 4 (+ 0 (* w139_0 1)))) w139_byte))))
 (and (and (>= w139_0 0) (< w139_0 16)) (and (>= w139_byte 0) (< w139_byte 4)) $x412)))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r138_0 1)))) held_byte0)))
(assert
 (let (($x437 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s140_0 1)))) s140_byte))))
 (and (and (>= s140_0 0) (< s140_0 16)) (and (>= s140_byte 0) (< s140_byte 4)) $x437)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s140_0 1)))) held_byte1)))
(assert
 (let (($x255 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s141_0 1)))) s141_byte))))
(and (and (>= s141_0 0) (< s141_0 16)) (and (>= s141_byte 0) (< s141_byte 4)) $x255)))
(check-sat)
